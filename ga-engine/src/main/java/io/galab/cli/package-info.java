/**
 * The command line: parses options into a {@link io.galab.lab.Session} and turns its outcome into an exit
 * status. It holds no orchestration of its own.
 *
 * <p>An adapter: may depend on every engine package; nothing depends on it.
 */
package io.galab.cli;
