import AnimRender
import ArgumentParser

extension MotionError {
    /// Reports this error and returns the exit code to use. An error the scene causes (a curve,
    /// a timing, a frame cap) is printed like every scene error — `file:line:col: error: …`, the
    /// source line and a caret — with exit 65; a name given on the command line that does not
    /// exist is `error: …` with exit 64.
    func report(for scene: LoadedScene) -> ExitCode {
        guard range != nil else {
            printError("error: \(description)")
            return ExitCode.validationFailure
        }
        scene.report([diagnostic])
        return Exit.sceneErrors
    }
}
