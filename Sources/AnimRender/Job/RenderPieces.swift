import Foundation

/// The files of a render, written in parallel: the states' stills, each animation, the contact
/// sheet and the overview are independent pieces, so they run on all cores at once (each
/// animation's encoder is serial, so a scene with several animations would otherwise leave
/// cores idle). What they report is put back in the order a serial render has (states,
/// animations in the plan's order, sheet, overview), and so are the folder's file list and the
/// manifest: the output does not depend on which piece finished first.
struct RenderPieces {
    let job: SceneRenderJob
    let plan: RenderPlan
    let exports: [any FrameExport]
    let folder: OutputFolder

    /// What the pieces wrote, in the order of a serial render.
    struct Written {
        var stills: [RenderFormat: [String?]] = [:]
        /// Each animation's files, by the plan's animation index.
        var animations: [[RenderFormat: AnimationFiles]] = []
        var sheet: String?
        var overview: String?
        /// Every path written, in that order.
        var paths: [String] = []
    }

    /// One independent part of a render.
    enum Piece: Sendable {
        case stills, animation(Int), sheet, overview
    }

    /// What a piece wrote.
    enum Result: Sendable {
        case stills([RenderFormat: [String?]])
        case animation([RenderFormat: AnimationFiles])
        case image(String?)
    }

    /// The render's pieces: its animations in the plan's order, its stills, sheet and overview
    /// (``SceneRenderJob`` starts the longest animations first).
    var pieces: [Piece] {
        var pieces: [Piece] = plan.animations.indices.map { .animation($0) }
        pieces.append(.stills)
        if job.request.formats.contains(.sheet) {
            pieces.append(.sheet)
            if job.drawsOverview { pieces.append(.overview) }
        }
        return pieces
    }

    /// An animation piece's frames (0 for the others): longer pieces start first.
    func frames(of piece: Piece) -> Int {
        guard case .animation(let i) = piece else { return 0 }
        return plan.animations[i].frames.count
    }

    /// What `pieces` wrote (`results`, in the same order), in the order of a serial render; the
    /// folder's file list is put in that order too.
    func assemble(_ pieces: [Piece], _ results: [Result]) throws -> Written {
        var written = Written()
        written.animations = Array(repeating: [:], count: plan.animations.count)
        var sheet: String?, overview: String?
        for (piece, result) in zip(pieces, results) {
            switch (piece, result) {
            case (.stills, .stills(let paths)): written.stills = paths
            case (.animation(let i), .animation(let files)): written.animations[i] = files
            case (.sheet, .image(let path)): sheet = path
            case (.overview, .image(let path)): overview = path
            default: throw RenderError("a piece of the render returned the wrong kind of result")
            }
        }
        written.sheet = sheet
        written.overview = overview
        for export in exports {
            written.paths += (written.stills[export.format] ?? []).compactMap { $0 }
        }
        for files in written.animations {
            for export in exports { if let f = files[export.format] { written.paths += f.frames + (f.whole.map { [$0] } ?? []) } }
        }
        written.paths += [sheet, overview].compactMap { $0 }
        folder.arrange(written.paths)
        return written
    }

    /// Renders one piece into the folder.
    func render(_ piece: Piece, progress: any ProgressReporter) throws -> Result {
        switch piece {
        case .stills:
            var paths: [RenderFormat: [String?]] = [:]
            for export in exports {
                paths[export.format] = try export.stills(plan.states.map { ($0.frame, $0.stem) }, into: folder, progress: progress)
            }
            return .stills(paths)
        case .animation(let i):
            // Transitions and `play`'s flow: every format's files; sequences and the scene's flows:
            // whole animations only (GIF…).
            let animation = plan.animations[i]
            var files: [RenderFormat: AnimationFiles] = [:]
            for export in exports where animation.framesAsFiles || !export.writesFilePerFrame {
                files[export.format] = try export.animation(animation.frames, stem: animation.stem, label: animation.label,
                                                            into: folder, progress: progress)
            }
            return .animation(files)
        case .sheet:
            guard let sheet = try plan.contactSheet(options: job.request.options(scale: job.request.scale)) else { return .image(nil) }
            try folder.write(try PNGEncoder.encode(sheet), to: plan.sheetName)
            return .image(plan.sheetName)
        case .overview:
            // A full render of the canvas also gets the overview: every state in every size.
            guard let overview = try OverviewSheet.render(job, options: job.request.options(scale: 1)) else { return .image(nil) }
            try folder.write(try PNGEncoder.encode(overview), to: OverviewSheet.name)
            return .image(OverviewSheet.name)
        }
    }
}

/// Carries a value that is only read into parallel workers (the render's plan and job: value
/// types, read-only while the pieces run).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
