import Testing
import AnimLayout

/// `States/hero-hugging.states`: the hero image (hugging 249, compression 749 vertically)
/// gives way on smaller screens; one state, three sizes.
@Suite("Scene: hero-hugging")
struct HeroHuggingTests {
    static let file = "States/hero-hugging.states"

    /// Width `wd`, safe top `t`, safe bottom edge `b`, safe leading `l` / trailing `r`.
    struct Size {
        var env: String
        var wd: Double, height: Double, t: Double, b: Double, l: Double, r: Double
    }

    static let sizes = [
        Size(env: "default", wd: 390, height: 844, t: 47, b: 844 - 34, l: 0, r: 0),
        Size(env: "se", wd: 375, height: 667, t: 20, b: 667, l: 0, r: 0),
        Size(env: "landscape", wd: 844, height: 390, t: 0, b: 390 - 21, l: 47, r: 47),
    ]

    @Test("start in every size: frames (the document's derivation) and broken constraints")
    func everySize() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h16 = H(16), h15 = H(15)
        let whl = W("Let's get you online and connected", 16)
        let bold = FontSpec.system(15, weight: 700)  // makeGrayTextBoldLabel
        let wsu = W("Set up", bold), wac = W("Activate", bold), wco = W("Connect", bold)
        let wgs = W("Get started", 15)  // a classic button's default 15 pt title
        for s in Self.sizes {
            let layout = try engine.layout(state: "start", environment: s.env)
            // Horizontal.
            let heroW = s.wd - s.l - s.r - 16
            let x0 = s.l + 40, stackW = s.wd - s.l - s.r - 80
            let c = (stackW - 48) / 3
            let xi = [x0, x0 + c + 24, x0 + 2 * c + 48]
            let xch = [x0 + c, x0 + 2 * c + 24]
            // Vertical: topGap (750) bounds the hero's height h ≤ b − t − 262 − H16; its
            // compression (749) and hugging (249) want 400.
            let bound = s.b - s.t - 262 - h16
            let hh = min(400, bound)
            let imagesY = s.t + 44 + hh + h16
            let labelsY = s.t + 120 + hh + h16
            let labelY = labelsY + (24 - h15) / 2
            expectFrames(layout, [
                "hero": R(s.l, s.t + 8, heroW, hh),
                "heroImage": R(s.l, s.t + 8, heroW, hh),
                "heroLabel": R(s.wd / 2 - 150, s.t + 16 + hh, 300, h16),
                "stackImages": R(x0, imagesY, stackW, 64),
                "setupImage": R(xi[0], imagesY, c, 64),
                "activateImage": R(xi[1], imagesY, c, 64),
                "connectImage": R(xi[2], imagesY, c, 64),
                "stackLabels": R(x0, labelsY, stackW, 24),
                "setupLabel": R(xi[0], labelY, c, h15),
                "chevronLeft": R(xch[0], labelsY, 24, 24),
                "activateLabel": R(xi[1], labelY, c, h15),
                "chevronRight": R(xch[1], labelsY, 24, 24),
                "connectLabel": R(xi[2], labelY, c, h15),
                "getStarted": R(24, s.b - 74, s.wd - 48, 50),
            ], scene: engine.scene)
            var broken = [
                Broken("heroImage.hugging.width", 251, heroW - 300),
                Broken("heroLabel.hugging.width", 251, 300 - whl),
                Broken("setupImage.hugging.width", 251, c - 64),
                Broken("activateImage.hugging.width", 251, c - 64),
                Broken("connectImage.hugging.width", 251, c - 64),
                Broken("setupLabel.hugging.width", 251, c - wsu),
                Broken("activateLabel.hugging.width", 251, c - wac),
                Broken("connectLabel.hugging.width", 251, c - wco),
                Broken("getStarted.hugging.width", 250, (s.wd - 48) - wgs),  // no side padding
                Broken("getStarted.hugging.height", 250, 50 - (h15 + 12)),
                // bottomMin: getStarted.bottom (b − 24) >= root.bottom − 8
                Broken("bottomMin", 250, (s.height - 8) - (s.b - 24)),
            ]
            if hh < 400 { broken.append(Broken("heroImage.compression.height", 749, 400 - hh)) }
            expectBroken(layout, broken)
            expectClean(layout)
        }
    }

    @Test("the document's table: default h = 400, se h = 385 − H16, landscape h = 107 − H16")
    func documentTable() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h16 = H(16), h15 = H(15)
        let d = try engine.layout(state: "start")
        expectFrames(d, [
            "hero": R(0, 55, 374, 400), "heroLabel": R(45, 463, 300, h16),
            "stackImages": R(40, 491 + h16, 310, 64), "stackLabels": R(40, 567 + h16, 310, 24),
            "activateImage": R(151 + 1.0 / 3, 491 + h16, 262.0 / 3, 64),
            "chevronRight": R(238 + 2.0 / 3, 567 + h16, 24, 24),
            "setupLabel": R(40, 567 + h16 + (24 - h15) / 2, 262.0 / 3, h15),
            "getStarted": R(24, 736, 342, 50),
        ])
        let se = try engine.layout(state: "start", environment: "se")
        expectFrames(se, [
            "hero": R(0, 28, 359, 385 - h16), "heroLabel": R(37.5, 421 - h16, 300, h16),
            "stackImages": R(40, 449, 295, 64), "stackLabels": R(40, 525, 295, 24),
            "connectImage": R(252 + 2.0 / 3, 449, 247.0 / 3, 64),
            "getStarted": R(24, 593, 327, 50),
        ])
        expectBroken(se, [
            Broken("heroImage.compression.height", 749, 15 + h16),
            Broken("heroImage.hugging.width", 251, 59),
            Broken("heroLabel.hugging.width", 251, 300 - W("Let's get you online and connected", 16)),
            Broken("setupImage.hugging.width", 251, 247.0 / 3 - 64),
            Broken("activateImage.hugging.width", 251, 247.0 / 3 - 64),
            Broken("connectImage.hugging.width", 251, 247.0 / 3 - 64),
            Broken("setupLabel.hugging.width", 251, 247.0 / 3 - W("Set up", .system(15, weight: 700))),
            Broken("activateLabel.hugging.width", 251, 247.0 / 3 - W("Activate", .system(15, weight: 700))),
            Broken("connectLabel.hugging.width", 251, 247.0 / 3 - W("Connect", .system(15, weight: 700))),
            Broken("getStarted.hugging.width", 250, 327 - W("Get started", 15)),
            Broken("getStarted.hugging.height", 250, 38 - H(15)),
            Broken("bottomMin", 250, 16),
        ])
        let land = try engine.layout(state: "start", environment: "landscape")
        expectFrames(land, [
            "hero": R(47, 8, 734, 107 - h16), "heroLabel": R(272, 123 - h16, 300, h16),
            "stackImages": R(87, 151, 670, 64), "stackLabels": R(87, 227, 670, 24),
            "chevronLeft": R(294 + 1.0 / 3, 227, 24, 24),
            "getStarted": R(24, 295, 796, 50),
        ])
    }
}
