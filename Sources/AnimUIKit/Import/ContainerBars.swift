import StatesFormat

/// The bars a storyboard's view controller shows around its view, from the controllers that
/// contain it: a navigation bar (44 points, 96 with large titles) when it is a navigation
/// controller's root or is shown (pushed) from a controller inside one, the navigation
/// controller's toolbar (44) when it is not hidden, a tab bar (49) when it is a tab bar
/// controller's child; and its own simulated bar metrics. They add to the device's insets when
/// the root view runs under them (Interface Builder saves such a root at y 0).
struct ContainerBars: Equatable {
    var top = 0.0
    var bottom = 0.0

    static let navigationBar = 44.0
    static let largeTitleNavigationBar = 96.0
    static let toolbar = 44.0
    static let tabBar = 49.0

    /// The bars of every view controller in `tree`, by object id (controllers without bars absent).
    static func all(in tree: XMLNode) -> [String: ContainerBars] {
        var controllers: [String: XMLNode] = [:]
        func collect(_ node: XMLNode) {
            if node["sceneMemberID"] == "viewController", let id = node["id"] { controllers[id] = node }
            for child in node.children { collect(child) }
        }
        collect(tree)
        func segues(of node: XMLNode) -> [XMLNode] {
            var out: [XMLNode] = []
            func walk(_ n: XMLNode) {
                if n.name == "segue" { out.append(n) }
                for child in n.children where child["sceneMemberID"] != "viewController" { walk(child) }
            }
            node.children.forEach(walk)
            return out
        }
        var bars: [String: ContainerBars] = [:]
        // Navigation: the roots, then what they show, breadth first.
        for (_, nav) in controllers where nav.name == "navigationController" {
            let bar = nav.child("navigationBar", key: "navigationBar")
            let hidden = nav["navigationBarHidden"] == "YES"
            let top = hidden ? 0 : (bar?["largeTitles"] == "YES" ? largeTitleNavigationBar : navigationBar)
            let bottom = nav["toolbarHidden"] == "NO" ? toolbar : 0
            var queue = segues(of: nav).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
            var seen: Set<String> = []
            while let id = queue.first {
                queue.removeFirst()
                guard seen.insert(id).inserted, let controller = controllers[id], controller.name != "navigationController" else { continue }
                bars[id, default: ContainerBars()].top = max(bars[id]?.top ?? 0, top)
                bars[id, default: ContainerBars()].bottom = max(bars[id]?.bottom ?? 0, bottom)
                queue += segues(of: controller).filter { ["show", "push"].contains($0["kind"] ?? "") }.compactMap { $0["destination"] }
            }
        }
        for (_, tabs) in controllers where tabs.name == "tabBarController" {
            for segue in segues(of: tabs) where segue["relationship"] == "viewControllers" {
                guard let id = segue["destination"], let child = controllers[id] else { continue }
                // A tab's navigation controller passes the tab bar on to what it shows.
                var targets = [id]
                if child.name == "navigationController" {
                    targets += bars.keys.filter { key in isShown(key, from: child, controllers: controllers, segues: segues) }
                }
                for t in targets { bars[t, default: ContainerBars()].bottom = max(bars[t]?.bottom ?? 0, tabBar) }
            }
        }
        // The controller's own simulated bars (what Interface Builder shows for it).
        for (id, controller) in controllers {
            if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
                bars[id, default: ContainerBars()].top = max(bars[id]?.top ?? 0, navigationBar)
            }
            if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
                bars[id, default: ContainerBars()].bottom = max(bars[id]?.bottom ?? 0, tabBar)
            } else if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
                bars[id, default: ContainerBars()].bottom = max(bars[id]?.bottom ?? 0, toolbar)
            }
        }
        return bars.filter { $0.value != ContainerBars() }
    }

    /// Whether the controller `id` is the navigation controller `nav`'s root or shown from it.
    private static func isShown(_ id: String, from nav: XMLNode, controllers: [String: XMLNode],
                                segues: (XMLNode) -> [XMLNode]) -> Bool {
        var queue = segues(nav).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
        var seen: Set<String> = []
        while let next = queue.first {
            queue.removeFirst()
            if next == id { return true }
            guard seen.insert(next).inserted, let controller = controllers[next] else { continue }
            queue += segues(controller).filter { ["show", "push"].contains($0["kind"] ?? "") }.compactMap { $0["destination"] }
        }
        return false
    }
}
