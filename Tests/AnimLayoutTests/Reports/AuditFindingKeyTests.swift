import Testing
@testable import AnimLayout

/// A finding's file is keyed the same however the file was named on the command line, so that a
/// baseline written by one spelling applies to another.
@Suite("Audit finding keys: the file, named one way")
struct AuditFindingKeyTests {
    @Test("./ segments, .. after a name and repeated slashes go; an absolute path inside the current folder becomes relative",
          arguments: [
              ("App/Main.storyboard", "App/Main.storyboard"),
              ("./App/Main.storyboard", "App/Main.storyboard"),
              (".//App/./Views//Cell.xib", "App/Views/Cell.xib"),
              ("/work/project/App/Main.storyboard", "App/Main.storyboard"),
              ("/work/project//./App/Main.storyboard", "App/Main.storyboard"),
              ("/work/projectB/Main.storyboard", "/work/projectB/Main.storyboard"),
              ("/elsewhere//Main.storyboard", "/elsewhere/Main.storyboard"),
              ("../shared/Main.storyboard", "../shared/Main.storyboard"),
              ("app//ui/../ui/Main.storyboard", "app/ui/Main.storyboard"),
              ("/work/project/app/../App/Main.storyboard", "App/Main.storyboard"),
              ("../../x/../y.xib", "../../y.xib"),
          ])
    func normalized(typed: String, key: String) {
        #expect(AuditFindingKey.normalized(file: typed, folder: "/work/project") == key)
    }

    @Test("the folder itself, or the root folder as the current one")
    func edges() {
        #expect(AuditFindingKey.normalized(file: "/work/project", folder: "/work/project") == "/work/project")
        #expect(AuditFindingKey.normalized(file: "/a/b.xib", folder: "/") == "a/b.xib")
    }
}
