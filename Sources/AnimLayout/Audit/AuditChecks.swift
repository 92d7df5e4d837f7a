import Foundation
import StatesFormat

/// The audit's checks on one laid-out state, in one size at one Dynamic Type size, in both
/// appearances (colours differ, the layout does not).
struct AuditChecks {
    let scene: Scene
    let layout: Layout
    let environment: Environment
    let measurer: any TextMeasurer
    let textSize: ContentSizeCategory
    /// Views parked off the canvas (or out of a clipping superview) for code to animate in:
    /// not judged for overflow or safe-area (``AuditJudgement/parkedViews(_:_:)``).
    var parked: Set<String> = []

    /// The smallest tap target the Human Interface Guidelines ask for, in points.
    static let minimumTarget = AuditFinding.minimumTarget
    /// How far one thing may reach into another before it counts, in points.
    static let slack = 1.0

    private var byID: [String: Element] { Dictionary(scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }

    func findings() -> [AuditFinding] {
        var overImages = Set<String>()
        return findings(overImages: &overImages)
    }

    /// The findings; `overImages` gets the texts whose contrast is not judged because an image
    /// is under them (no one colour to judge against).
    func findings(overImages: inout Set<String>) -> [AuditFinding] {
        let elements = byID
        let hidden = Set(layout.hidden)
        let tapped = Set(scene.events.compactMap { event -> String? in
            if case .tap(let id) = event.trigger { return id } else { return nil }
        })
        func visible(_ id: String) -> Bool {
            var current: String? = id
            while let c = current, c != "root", let e = elements[c] {
                if hidden.contains(c) || (layout.alpha[c] ?? e.alpha) <= 0.01 { return false }
                current = e.parent
            }
            return true
        }
        func hasText(_ e: Element) -> Bool { (e.kind == .label || e.kind == .button) && !(layout.looks[e.id]?.text ?? e.shownText).isEmpty }
        func draws(_ e: Element) -> Bool {
            switch e.kind {
            case .label: return hasText(e) || e.colorWritten
            // A button with no title shows its image (an imported one is sized by it).
            case .button: return hasText(e) || e.colorWritten || e.control.image != nil || e.intrinsic != .fromText
            case .textField, .toggle, .segmented, .slider, .progress, .spinner, .image: return true
            case .view, .stack: return e.colorWritten || layout.looks[e.id]?.background != nil
            case .guide: return false
            }
        }
        let judgement = AuditJudgement(scene: scene, layout: layout, elements: elements)
        // Every kind decided here too: a new kind does not compile until it is.
        func interactive(_ e: Element) -> Bool {
            switch e.kind {
            case .button, .toggle, .segmented, .slider, .textField: return true
            // A view the scene names a tap target (a custom control, a view with a tap gesture).
            case .view, .label, .image, .stack, .guide, .progress, .spinner: return tapped.contains(e.id) || scene.auditHints.targets[e.id] != nil
            }
        }
        var out: [AuditFinding] = []
        func add(_ kind: AuditFinding.Kind, _ ids: [String], _ message: String, _ measured: [(String, JSONValue)],
                 appearance: Appearance = .light, bothAppearances: Bool = true) {
            for a in bothAppearances ? [Appearance.light, .dark] : [appearance] {
                out.append(AuditFinding(kind: kind, elements: ids, state: layout.state, size: environment.name, appearance: a,
                                        textSize: textSize, location: elements[ids[0]]?.range, measured: measured, message: message))
            }
        }
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
        let safe = layout.frames["root.safe"] ?? canvas
        for e in scene.elements where e.kind.traits.isView && visible(e.id) {
            guard let f = layout.frames[e.id] else { continue }
            let shows = draws(e)
            if shows, f.width <= 0 || f.height <= 0, !(e.kind == .label && !hasText(e)) {
                add(.zeroSize, [e.id], "'\(e.id)' is visible but \(Self.n(f.width)) × \(Self.n(f.height)) pt",
                    [("frame", Self.rect(f))])
            }
            guard f.width > 0, f.height > 0 else { continue }
            let faint = judgement.isFaint(e.id) || judgement.isHairline(e)
            // A view parked wholly off the canvas (for code to animate in) and a decoration
            // larger than the screen are where they are on purpose.
            let parked = self.parked.contains(e.id)
            let placed = parked || judgement.isOversizedDecoration(e, interactive: interactive(e))
            // What shows of it: a superview that clips crops it (an illustration cut on purpose).
            let shown = Self.clipped(f, by: e, elements: elements, frames: layout.frames)
            if shows, !faint, !placed, let past = Self.past(shown, canvas), past > Self.slack {
                add(.overflow, [e.id], "'\(e.id)' reaches \(Self.n(past)) pt past the canvas", [("frame", Self.rect(f)), ("past", .number(past))])
            } else if shows, !faint, !placed, !(e.kind == .image && !interactive(e)), let parent = elements[e.parent], parent.clips,
                      let pf = layout.frames[parent.id], let past = Self.past(f, pf), past > Self.slack {
                add(.overflow, [e.id, parent.id], "'\(e.id)' reaches \(Self.n(past)) pt past '\(parent.id)', which clips it",
                    [("frame", Self.rect(f)), ("past", .number(past))])
            }
            if interactive(e), !AuditJudgement.isSpeck(f), let least = judgement.minimumTarget(e), f.width < least.width || f.height < least.height {
                add(.hitRegion, [e.id], "'\(e.id)' can be tapped on \(Self.n(f.width)) × \(Self.n(f.height)) pt, under the 44 × 44 pt the Human Interface Guidelines ask",
                    [("given", .object([("width", .number(f.width)), ("height", .number(f.height))])),
                     ("needed", .object([("width", .number(Self.minimumTarget)), ("height", .number(Self.minimumTarget))]))])
            }
            // A view that takes taps across the whole safe area (a dimming view that dismisses)
            // is a backdrop, not a control placed outside it.
            let backdropTarget = scene.auditHints.targets[e.id] != nil && f.minX <= safe.minX && f.minY <= safe.minY
                && f.maxX >= safe.maxX && f.maxY >= safe.maxY
            if (hasText(e) || interactive(e)), !parked, !backdropTarget, let outside = Self.past(f, safe), outside > Self.slack {
                add(.safeArea, [e.id], "'\(e.id)' reaches \(Self.n(outside)) pt outside the safe area (status bar, sensor housing or home indicator)",
                    [("frame", Self.rect(f)), ("safeArea", Self.rect(safe))])
            }
            if hasText(e) { out += textFindings(e, frame: f, elements: elements, judgement: judgement, overImages: &overImages, add: add) }
        }
        // Overlap: siblings that both draw, intersecting by more than the slack on both axes.
        var siblings: [String: [Element]] = [:]
        // A faint view (fading in, a decoration), a backdrop image and a backing view (a shadow
        // under the view that covers it) are not judged for overlap.
        for e in scene.elements where e.kind.traits.isView && visible(e.id) && draws(e) && layout.frames[e.id] != nil
            && !judgement.isFaint(e.id) && !judgement.isBackdrop(e) && !judgement.isBacking(e) {
            siblings[e.parent, default: []].append(e)
        }
        for (_, group) in siblings.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            for i in group.indices {
                for j in group.indices where j > i && !judgement.isPanel(group[i], under: group[j]) {
                    guard let a = layout.frames[group[i].id], let b = layout.frames[group[j].id],
                          !judgement.isOversizedDecoration(group[i], interactive: interactive(group[i])) else { continue }
                    // Pictures laid over pictures are one illustration (a cable into a phone, a badge on an avatar).
                    if group[i].kind == .image, group[j].kind == .image, !interactive(group[i]), !interactive(group[j]) { continue }
                    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    let area = Rect(x: max(a.minX, b.minX), y: max(a.minY, b.minY), width: w, height: h)
                    if w > Self.slack, h > Self.slack, lettersMeet(group[i], group[j], judgement),
                       !judgement.coversOnlyBackground(group[i], group[j], area) {
                        add(.overlap, [group[i].id, group[j].id], "'\(group[i].id)' and '\(group[j].id)' overlap by \(Self.n(w)) × \(Self.n(h)) pt",
                            [("intersection", .object([("width", .number(w)), ("height", .number(h))]))])
                    }
                }
            }
        }
        return out
    }

    /// Whether two overlapping siblings' content meets: two labels whose frames overlap only
    /// where one has no letters (a logo's two words set tight) do not, nor a label and the
    /// empty margin of an image-only button's frame, nor a slider's frame padding beside a button.
    private func lettersMeet(_ a: Element, _ b: Element, _ judgement: AuditJudgement) -> Bool {
        guard let ta = contentBox(a, judgement), let tb = contentBox(b, judgement) else { return true }
        let w = min(ta.maxX, tb.maxX) - max(ta.minX, tb.minX), h = min(ta.maxY, tb.maxY) - max(ta.minY, tb.minY)
        return w > Self.slack && h > Self.slack
    }

    /// What `e` draws: a label's letters; an image-only button's image (its intrinsic size,
    /// centred in its frame, as UIKit centres a button's content); a control's alignment rect
    /// (a slider's track and thumb, not the 2 points its frame adds on each side); else its frame.
    private func contentBox(_ e: Element, _ judgement: AuditJudgement) -> Rect? {
        if let box = judgement.textBox(e, measurer: measurer, textSize: textSize, rtl: environment.rtl) { return box }
        guard let f = layout.frames[e.id] else { return nil }
        if e.kind == .button, !e.colorWritten, (layout.looks[e.id]?.text ?? e.shownText).isEmpty,
           case .size(let w?, let h?) = e.intrinsic, w < f.width || h < f.height {
            let width = min(w, f.width), height = min(h, f.height)
            return Rect(x: f.minX + (f.width - width) / 2, y: f.minY + (f.height - height) / 2, width: width, height: height)
        }
        return ControlSizes.alignmentRect(ofFrame: f, of: e.kind)
    }

    /// Whether `e` is drawn at the size Xcode saved for it, where that size holds (its text and
    /// font as saved): Xcode laid the text out in San Francisco at that size, so the text fits
    /// there, and a point or two short is this tool's measurement, not the app's clipping.
    private func showsAsSaved(_ e: Element, frame f: Rect, text: String) -> Bool {
        guard case .saved(let width, let height) = e.intrinsic else { return false }
        let saved = SavedText(element: e, width: width, height: height)
        var environment = self.environment
        environment.textSize = textSize
        return saved.holds(in: environment, text: text) && saved.isPlausible(measurer: measurer)
            && f.width >= width - 0.5 && f.height >= height - 0.5
    }

    /// Whether every visible character of `text` is an emoji (`☕️`, `🍺`): drawn in the
    /// emoji's own colours, whatever the text colour. Digits and `#`, which Unicode lists as
    /// emoji bases for keycaps, count only with the emoji variation selector or a keycap.
    static func isEmojiOnly(_ text: String) -> Bool {
        var any = false
        for c in text where !c.isWhitespace {
            let scalars = c.unicodeScalars
            guard let first = scalars.first else { continue }
            let emoji = first.properties.isEmojiPresentation
                || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 })
                || scalars.contains { $0.properties.isEmojiPresentation }
            guard emoji else { return false }
            any = true
        }
        return any
    }

    /// The widest word of `text` on one line in `font`, nil for no text.
    static func longestWord(_ text: String, font: FontSpec, measurer: any TextMeasurer) -> (text: String, width: Double)? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        return words.map { ($0, measurer.measure(TextRequest($0, font: font, lines: 1)).width) }.max { $0.1 < $1.1 }
    }

    /// Clipped text and contrast of a label's or button's text.
    private func textFindings(_ e: Element, frame f: Rect, elements: [String: Element], judgement: AuditJudgement,
                              overImages: inout Set<String>, add: (AuditFinding.Kind, [String], String, [(String, JSONValue)], Appearance, Bool) -> Void) -> [AuditFinding] {
        let text = layout.looks[e.id]?.text ?? e.shownText
        let font = e.font.resolved(at: textSize)
        let insets = e.contentInsets
        let width = max(0, f.width - 2 * insets.horizontal)
        let single = measurer.measure(TextRequest(text, font: font, lines: 1, width: nil))
        let wrapped = measurer.measure(TextRequest(text, font: font, lines: 0, lineBreak: e.lineBreak, width: width))
        // Mid cross-fade both texts are drawn whole (the old fading out, the new in): neither is cut.
        let crossFading = (layout.looks[e.id]?.textProgress ?? 1) < 1
        // Text at the size Xcode saved for it is not clipped by a wider measurement here.
        if crossFading || showsAsSaved(e, frame: f, text: text) {
        } else if e.lines == 1 {
            if single.width > width + 0.5 {
                add(.textClipped, [e.id], "'\(e.id)' needs \(Self.n(single.width)) pt for its text on one line and gets \(Self.n(width)) pt",
                    [("needed", .object([("width", .number(single.width))])), ("given", .object([("width", .number(width))]))], .light, true)
            }
        } else if e.lines > 1, wrapped.lineCount > e.lines {
            add(.textClipped, [e.id], "'\(e.id)' needs \(wrapped.lineCount) lines and shows \(e.lines)",
                [("needed", .object([("lines", .number(Double(wrapped.lineCount)))])), ("given", .object([("lines", .number(Double(e.lines)))]))], .light, true)
        } else if wrapped.height > f.height - 2 * insets.vertical + 0.5 {
            add(.textClipped, [e.id], "'\(e.id)' needs \(Self.n(wrapped.height)) pt of height for its \(wrapped.lineCount == 1 ? "line" : "\(wrapped.lineCount) lines") and gets \(Self.n(f.height))",
                [("needed", .object([("lines", .number(Double(wrapped.lineCount))), ("height", .number(wrapped.height))])),
                 ("given", .object([("height", .number(f.height))]))], .light, true)
        } else if e.kind == .button, let word = Self.longestWord(text, font: font, measurer: measurer), word.width > width + 0.5 {
            // A title that wraps (Word Wrap) wraps at its words: one wider than the button is
            // cut in the middle. (A label's words are not judged so: a label's placeholder
            // text is often one long word its code replaces.)
            add(.textClipped, [e.id], "'\(e.id)' needs \(Self.n(word.width)) pt for the word '\(word.text)' and gets \(Self.n(width)) pt: it breaks in the middle of the word",
                [("needed", .object([("width", .number(word.width))])), ("given", .object([("width", .number(width))]))], .light, true)
        }
        var out: [AuditFinding] = []
        // Faint text is fading, not read; text over an image has no one colour under it; emoji
        // are drawn in their own colours, not the text's.
        let under = judgement.viewsUnder(e)
        guard !judgement.isFaint(e.id), !Self.isEmojiOnly(text) else { return out }
        guard !under.contains(where: { $0.kind == .image }) else {
            overImages.insert(e.id)
            return out
        }
        for appearance in [Appearance.light, .dark] {
            let foreground = textColor(e, appearance)
            let background = backdrop(of: e, under: under, elements: elements, appearance)
            let shown = Contrast.composite(foreground, over: background)
            let ratio = Contrast.ratio(shown, background)
            let large = font.size >= 18 || (font.size >= 14 && font.weight >= 700)
            let needed = large ? 3.0 : 4.5
            if ratio < needed - 0.005 {
                out.append(AuditFinding(kind: .contrast, elements: [e.id], state: layout.state, size: environment.name, appearance: appearance,
                                        textSize: textSize, location: e.range,
                                        measured: [("ratio", .number((ratio * 100).rounded() / 100)), ("needed", .number(needed)),
                                                   ("foreground", .string(Contrast.hex(shown))), ("background", .string(Contrast.hex(background)))],
                                        message: "'\(e.id)' text \(Contrast.hex(shown)) on \(Contrast.hex(background)) has a contrast of \(Self.n((ratio * 100).rounded() / 100)):1, under the \(Self.n(needed)):1 WCAG 2 asks for \(large ? "large" : "body") text"))
            }
        }
        return out
    }

    /// The colour the text is drawn in.
    private func textColor(_ e: Element, _ appearance: Appearance) -> Color {
        if let c = layout.looks[e.id]?.textColor ?? e.textColor { return c.resolved(appearance) }
        if e.kind == .button { return ButtonColors.title(e.control.configuration, tint: tint(e, appearance)) }
        return SystemColors.dynamicColor(named: "label")?.resolved(appearance) ?? Color(red: 0, green: 0, blue: 0)
    }

    /// A button's tint: its own, else the system tint (systemBlue).
    private func tint(_ e: Element, _ appearance: Appearance) -> Color {
        (e.tint ?? SystemColors.dynamicColor(named: "tint"))?.resolved(appearance) ?? Color(red: 0, green: 0.48, blue: 1)
    }

    /// What is drawn under the element's text: its own background and its ancestors', and the
    /// views drawn before it that cover it (`under`, whoever draws them), composited over the
    /// canvas (the root view's background, else the system background).
    private func backdrop(of e: Element, under: [Element], elements: [String: Element], _ appearance: Appearance) -> Color {
        // The text's branch from the root's child down to the element.
        var chain: [Element] = []
        var walk: Element? = e
        while let c = walk {
            chain.insert(c, at: 0)
            walk = elements[c.parent]
        }
        // The canvas: the root view's own background when the scene writes one (composited
        // over black, the window behind a translucent root), else the system background.
        let black = Color(red: 0, green: 0, blue: 0)
        var color = scene.rootColor.map { Contrast.composite($0.resolved(appearance), over: black) }
            ?? SystemColors.dynamicColor(named: "system-background")?.resolved(appearance)
            ?? (appearance == .dark ? black : Color(red: 1, green: 1, blue: 1))
        for member in chain {
            // What the superview draws before this branch: its earlier subviews that cover the text.
            for sibling in under where sibling.parent == member.parent {
                if let fill = fill(of: sibling, appearance) { color = Contrast.composite(fill, over: color) }
            }
            if let fill = fill(of: member, appearance) { color = Contrast.composite(fill, over: color) }
        }
        return color
    }

    /// The colour a view fills its bounds with: its background, or a button's configured fill.
    private func fill(of c: Element, _ appearance: Appearance) -> Color? {
        if let background = layout.looks[c.id]?.background ?? (c.colorWritten ? c.color : nil) { return background.resolved(appearance) }
        guard c.kind == .button else { return nil }
        return ButtonColors.background(c.control.configuration, tint: tint(c, appearance), appearance: appearance)
    }

    /// How far `inner` reaches past `outer` on its worst side (nil when it does not).
    /// `frame` of `e` cut to every ancestor that clips its subviews: what of it can show.
    static func clipped(_ frame: Rect, by e: Element, elements: [String: Element], frames: [String: Rect]) -> Rect {
        var shown = frame
        var current = elements[e.parent]
        while let ancestor = current {
            if ancestor.clips, let af = frames[ancestor.id] {
                let minX = max(shown.minX, af.minX), minY = max(shown.minY, af.minY)
                shown = Rect(x: minX, y: minY, width: max(0, min(shown.maxX, af.maxX) - minX), height: max(0, min(shown.maxY, af.maxY) - minY))
            }
            current = elements[ancestor.parent]
        }
        return shown
    }

    static func past(_ inner: Rect, _ outer: Rect) -> Double? {
        let d = max(outer.minX - inner.minX, outer.minY - inner.minY, inner.maxX - outer.maxX, inner.maxY - outer.maxY)
        return d > 0 ? d : nil
    }

    static func n(_ v: Double) -> String { formatNumber((v * 100).rounded() / 100) }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }
}

/// WCAG 2's contrast ratio (relative luminance of sRGB colours) and alpha compositing.
enum Contrast {
    /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter colour's luminance over the darker's.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// `top` drawn over the opaque `bottom` (source-over).
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = max(0, min(1, top.alpha))
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    static func hex(_ c: Color) -> String { c.hex(alpha: false) }
}
