import CCairo
import AnimLayout

/// The software keyboard (`keyboard` in a state), drawn in the `root.keyboard` guide's frame:
/// the English QWERTY layout of iOS, light or dark, with the home-indicator strip below the
/// keys. Key sizes follow the width between the safe area's sides (10 keys across the top row):
/// in landscape the keys stay clear of the sensor housing, as iOS insets them, while the
/// keyboard's background spans the screen.
enum KeyboardPainter {
    static func paint(in full: Rect, safeArea: EdgeInsets, context: PaintContext, on cr: OpaquePointer) {
        let safeBottom = safeArea.bottom
        guard full.width > 40, full.height > safeBottom + 40 else { return }
        let dark = context.appearance == .dark
        CairoShapes.set(cr, dark ? Color(hex: 0x2B2B2B) : Color(hex: 0xD1D3D9))
        cairo_rectangle(cr, full.x, full.y, full.width, full.height)
        cairo_fill(cr)
        let left = min(max(0, safeArea.left), full.width / 4), right = min(max(0, safeArea.right), full.width / 4)
        let rect = Rect(x: full.x + left, y: full.y, width: full.width - left - right, height: full.height)
        let letterKey = dark ? Color(hex: 0x6B6B6B) : Color(hex: 0xFFFFFF)
        let functionKey = dark ? Color(hex: 0x464646) : Color(hex: 0xABB0BA)
        let ink = dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
        // Rows of keys fill the keyboard above the home-indicator strip, under a 44 pt predictive bar.
        let keysTop = rect.y + min(44, (rect.height - safeBottom) * 0.15)
        let keysBottom = rect.maxY - safeBottom - 4
        let rowHeight = max(10, (keysBottom - keysTop) / 4)
        let gap = max(2, min(6, rect.width / 65))
        let keyWidth = (rect.width - gap * 11) / 10
        let keyHeight = rowHeight - gap * 2.2
        func key(_ x: Double, _ row: Int, _ width: Double, _ color: Color, _ label: String, size: Double = 0) {
            let r = Rect(x: x, y: keysTop + Double(row) * rowHeight + gap, width: width, height: keyHeight)
            ShadowPainter.draw(bounds: r, shape: .continuousRect(radius: 5), shadow: Shadow(x: 0, y: 1, radius: 0, opacity: 0.3),
                               color: Color(red: 0, green: 0, blue: 0), on: cr)
            CairoShapes.continuousRect(cr, r, radius: 5)
            CairoShapes.set(cr, color)
            cairo_fill(cr)
            guard !label.isEmpty else { return }
            let font = FontSpec.system(size > 0 ? size : min(22, keyHeight * 0.55))
            TextPainter.draw(label, font: font, alignment: .center, in: r, color: ink, context: context, on: cr)
        }
        let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        for (n, letters) in rows.enumerated() {
            let count = Double(letters.count)
            var x = rect.x + (rect.width - count * keyWidth - (count - 1) * gap) / 2
            if n == 2 {
                let side = keyWidth * 1.35
                key(rect.x + gap, n, side, functionKey, "⇧", size: 16)
                key(rect.maxX - gap - side, n, side, functionKey, "⌫", size: 16)
            }
            for letter in letters {
                key(x, n, keyWidth, letterKey, String(letter))
                x += keyWidth + gap
            }
        }
        let small = keyWidth * 2.3
        key(rect.x + gap, 3, small, functionKey, "123", size: 15)
        key(rect.x + gap * 2 + small, 3, rect.width - small * 2 - gap * 4, letterKey, "space", size: 15)
        key(rect.maxX - gap - small, 3, small, functionKey, "return", size: 15)
    }
}
