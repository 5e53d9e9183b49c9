// The plugin's generated site (mvn -f ga-maven-plugin site, made in every build) lists every goal of
// the plugin descriptor, each with its own page that names every parameter, its property and its
// description; every parameter has a description.
def module = new File(basedir, '../../..').canonicalFile
def descriptor = new groovy.xml.XmlSlurper().parse(new File(module, 'target/classes/META-INF/maven/plugin.xml'))
def site = new File(module, 'target/site')
def info = new File(site, 'plugin-info.html').text
def goals = descriptor.mojos.mojo.collect { it.goal.text() }
assert goals.containsAll(['run', 'validate', 'baseline', 'tune', 'help']) : goals
goals.each { goal ->
    assert info.contains("href=\"./${goal}-mojo.html\">ga:${goal}</a>") : "plugin-info.html lists ga:${goal}"
    def page = new File(site, "${goal}-mojo.html")
    assert page.isFile() : "a page for ga:${goal}"
    def text = page.text
    def mojo = descriptor.mojos.mojo.find { it.goal.text() == goal }
    mojo.parameters.parameter.findAll { it.editable.text() == 'true' }.each { p ->
        assert p.description.text().trim() : "ga:${goal} parameter ${p.name.text()} has a description"
        assert text.contains("&lt;${p.name.text()}&gt;") : "the ga:${goal} page names ${p.name.text()}"
    }
}
def run = new File(site, 'run-mojo.html').text
assert run.contains('ga.formats') && run.contains('html,csv,junit,md') : 'properties and defaults are on the page'
return true
