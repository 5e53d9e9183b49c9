# A small solver that the external-solver tests run: python3 test_solver.py MODE PUZZLE SEED [PIDS]
# reads the numeric format (n lines of n numbers, 0 blank), solves by backtracking, and misbehaves as
# MODE asks: solve, symbols, wrong, crash, crash-odd, hang, slow, noseed, timed (prints its own time as
# seconds=X), timedtext (prints it its own way, "solved in X"); quiet solves and prints no
# counts, quietnoseed too, trying digits in an order its seed does not fix: shuffled by the number of
# its calls so far (a file beside it), so that two calls with one seed differ.
import os, random, subprocess, sys, time

mode, path, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
pids = sys.argv[4] if len(sys.argv) > 4 else None
if pids:
    open(os.path.join(pids, str(os.getpid())), "w").close()
rows = [[int(t) for t in line.split()] for line in open(path) if line.strip()]
n = len(rows[0])
b = int(round(n ** 0.5))
g = [v for r in rows for v in r]
nodes = [0]
if mode == "quietnoseed":
    with open("quietnoseed_calls", "a+") as calls:
        calls.seek(0)
        order = random.Random(len(calls.read()))
        calls.write("x")


def fits(i, v):
    r, c = divmod(i, n)
    for k in range(n):
        if g[r * n + k] == v or g[k * n + c] == v:
            return False
    br, bc = r // b * b, c // b * b
    return all(g[rr * n + cc] != v for rr in range(br, br + b) for cc in range(bc, bc + b))


def solve():
    if 0 not in g:
        return True
    i = g.index(0)
    digits = list(range(1, n + 1))
    if mode == "quietnoseed":
        order.shuffle(digits)
    for v in digits:
        nodes[0] += 1
        if fits(i, v):
            g[i] = v
            if solve():
                return True
            g[i] = 0
    return False


if mode == "crash" or mode == "crash-odd" and seed % 2 == 1:
    print("partial output")
    sys.stderr.write("Traceback (most recent call last):\nValueError: cannot read the puzzle\n")
    sys.exit(3)
if mode == "hang":
    child = subprocess.Popen(["sleep", "1000"])
    open(os.path.join(pids, "grandchild"), "w").write(str(child.pid))
    time.sleep(1000)
if mode == "slow":
    time.sleep(0.4)
solve()
if mode == "wrong":
    i = next(i for i in range(n * n) if rows[i // n][i % n] == 0)
    g[i] = g[i] % n + 1
print("seed", seed)
for r in range(n):
    if r and r % b == 0:
        print("-" * (2 * n + 3))
    if mode == "symbols":
        print("".join("123456789ABCDEFGHIJKLMNOP"[v - 1] for v in g[r * n:(r + 1) * n]))
    else:
        print(" | ".join(" ".join(str(v) for v in g[r * n + c:r * n + c + b]) for c in range(0, n, b)))
if not mode.startswith("quiet"):
    print("evaluations=%d" % (nodes[0] + (random.randrange(1000) if mode == "noseed" else 0)))
if mode != "noseed" and not mode.startswith("quiet"):
    print("generations: 1")
if mode == "timed":
    print("seconds=0.0125")
if mode == "timedtext":
    print("solved in 0.5 s")
