import AnimRender
@testable import AnimReview
import Foundation
import Testing

/// The page's images are stored once each, and a frame that draws what an earlier one drew is
/// not drawn and encoded again.
@Suite struct ReviewImagesTests {
    /// position-priority's animations, at scale 1: `left->center` and the tour (left, center,
    /// right, left), whose frames are its transitions' frames.
    static func animations() throws -> (transition: AnimationFrames, tour: AnimationFrames) {
        let (scene, text, _) = try ReviewFixtures.load("position-priority.states")
        var request = RenderRequest()
        request.states = []
        request.scale = 1
        request.transitions = [TransitionPair(from: "left", to: "center")]
        request.sequences = ["tour"]
        let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: text, request: request))
        let transition = try #require(plan.animations.first { $0.name.contains("center") && !$0.name.contains("tour") })
        let tour = try #require(plan.animations.first { $0.name.contains("tour") })
        return (transition.frames, tour.frames)
    }

    static func images(_ folder: URL) throws -> ReviewImages {
        ReviewImages(folder: try OutputFolder(target: folder), prefix: "review/", options: RenderOptions(scale: 1), budget: 1 << 30)
    }

    @Test("a transition drawn after the sequence that contains it draws nothing new, and gets the files a page of its own would have")
    func sharedPictures() throws {
        let (transition, tour) = try Self.animations()
        let out = try ReviewFixtures.temporaryFolder("images")
        defer { try? FileManager.default.removeItem(at: out) }
        let shared = try Self.images(out.appendingPathComponent("shared"))
        let tourPaths = try #require(try shared.sequence(count: tour.count, tour.frame))
        let afterTour = shared.encoded
        #expect(afterTour > 0 && afterTour < tour.count)
        let transitionPaths = try #require(try shared.sequence(count: transition.count, transition.frame))
        #expect(shared.encoded == afterTour)
        #expect(Set(transitionPaths).isSubset(of: Set(tourPaths)))
        // A page that draws only the transition encodes its pictures itself: the same files.
        let alone = try Self.images(out.appendingPathComponent("alone"))
        #expect(try alone.sequence(count: transition.count, transition.frame) == transitionPaths)
        #expect(alone.encoded > 0)
        // A state's still is the transition's last picture.
        #expect(try shared.still(transition.frame(transition.count - 1)) == transitionPaths.last)
        #expect(shared.encoded == afterTour)
    }
}
