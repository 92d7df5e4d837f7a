import TestSupport

/// The review tests' scenes and decoded images: the ones the render tests use too.
typealias ReviewFixtures = SceneFixtures
