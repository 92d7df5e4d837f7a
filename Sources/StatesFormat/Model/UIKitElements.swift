/// The UIKit views that Interface Builder writes and Swift code creates, with the element kind
/// each becomes: the one table the storyboard/XIB importer, the Swift importer and the Swift
/// exporter read (an Interface Builder element name or a UIKit class appears nowhere else).
public struct UIKitElement: Hashable, Sendable {
    /// What the importer does with a view of this element.
    public enum Role: Hashable, Sendable {
        /// An element of ``kind``, drawn and sized as the format models it.
        case modelled
        /// A UIKit view whose content the format does not model: a plain view of its frame,
        /// kept with its constraints, and said once per file.
        case plainView
        /// `<containerView>`: a plain view named after the controller it embeds.
        case container
        /// A table or collection view cell, or a reusable view: imported as a scene of its content view.
        case cell
    }

    /// The element name in a storyboard or XIB (`label`, `tableViewCell`).
    public var interfaceBuilderName: String
    /// The UIKit class (`UILabel`).
    public var uikitClass: String
    /// The kind it becomes.
    public var kind: ElementKind
    public var role: Role

    /// An element of the table (``all``), or an unknown UIKit view an importer keeps as a plain view.
    public init(_ ib: String, _ uikit: String, _ kind: ElementKind, _ role: Role = .modelled) {
        self.interfaceBuilderName = ib
        self.uikitClass = uikit
        self.kind = kind
        self.role = role
    }

    /// Every element, modelled kinds first (in ``ElementKind``'s order).
    public static let all: [UIKitElement] = [
        UIKitElement("view", "UIView", .view), UIKitElement("label", "UILabel", .label),
        UIKitElement("button", "UIButton", .button), UIKitElement("imageView", "UIImageView", .image),
        UIKitElement("stackView", "UIStackView", .stack), UIKitElement("layoutGuide", "UILayoutGuide", .guide),
        UIKitElement("textField", "UITextField", .textField), UIKitElement("switch", "UISwitch", .toggle),
        UIKitElement("segmentedControl", "UISegmentedControl", .segmented), UIKitElement("slider", "UISlider", .slider),
        UIKitElement("progressView", "UIProgressView", .progress),
        UIKitElement("activityIndicatorView", "UIActivityIndicatorView", .spinner),
        UIKitElement("containerView", "UIView", .view, .container),
        UIKitElement("scrollView", scrollViewClass, .view, .plainView), UIKitElement("tableView", "UITableView", .view, .plainView),
        UIKitElement("collectionView", "UICollectionView", .view, .plainView), UIKitElement("textView", "UITextView", .view, .plainView),
        UIKitElement("pickerView", "UIPickerView", .view, .plainView), UIKitElement("datePicker", "UIDatePicker", .view, .plainView),
        UIKitElement("mapView", "MKMapView", .view, .plainView), UIKitElement("webView", "UIWebView", .view, .plainView),
        UIKitElement("wkWebView", "WKWebView", .view, .plainView),
        UIKitElement("visualEffectView", "UIVisualEffectView", .view, .plainView),
        UIKitElement("navigationBar", "UINavigationBar", .view, .plainView), UIKitElement("toolbar", "UIToolbar", .view, .plainView),
        UIKitElement("tabBar", "UITabBar", .view, .plainView), UIKitElement("searchBar", "UISearchBar", .view, .plainView),
        UIKitElement("pageControl", "UIPageControl", .view, .plainView), UIKitElement("stepper", "UIStepper", .view, .plainView),
        UIKitElement("arscnView", "ARSCNView", .view, .plainView), UIKitElement("arskView", "ARSKView", .view, .plainView),
        UIKitElement("sceneKitView", "SCNView", .view, .plainView), UIKitElement("spriteKitView", "SKView", .view, .plainView),
        UIKitElement("glkView", "GLKView", .view, .plainView), UIKitElement("mtkView", "MTKView", .view, .plainView),
        UIKitElement("tableViewCell", tableViewCellClass, .view, .cell),
        UIKitElement("collectionViewCell", "UICollectionViewCell", .view, .cell),
        UIKitElement("collectionReusableView", "UICollectionReusableView", .view, .cell),
    ]

    /// The plain views UIKit gives an intrinsic content size, by Interface Builder name, and
    /// the axes it has (a search bar's is its height): an importer keeps the size Xcode saved
    /// for them, as for texts (it depends on the style, the iOS version and the content).
    public static let sizedByContent: [String: (width: Bool, height: Bool)] = [
        "datePicker": (true, true), "pickerView": (true, true), "stepper": (true, true),
        "pageControl": (true, true), "searchBar": (false, true),
    ]

    /// The intrinsic content size of those whose size UIKit keeps on every device (points), for
    /// when the saved frame cannot be used: a picker's wheels 320x216, a stepper 94x32 (iOS 13
    /// and later).
    public static let intrinsicSizes: [String: (width: Double, height: Double)] = [
        "pickerView": (320, 216), "stepper": (94, 32),
    ]

    /// Whether it is a scroll view (UIScrollView or a subclass): the frames saved for its
    /// content are at a scroll offset the file does not save.
    public var scrollsContent: Bool {
        [Self.scrollViewClass, "UITableView", "UICollectionView", "UITextView"].contains(uikitClass)
    }

    /// The element Interface Builder writes for a view's safe-area and margins guides.
    public static let layoutGuideElement = "viewLayoutGuide"
    /// The element Interface Builder writes for a view's keyboard layout guide.
    public static let keyboardGuideElement = "keyboardLayoutGuide"

    /// UIScrollView's class name (its content is laid out in a content area).
    public static let scrollViewClass = "UIScrollView"

    /// UITableViewCell's class name (its content view's margins are the table's).
    public static let tableViewCellClass = "UITableViewCell"

    /// By Interface Builder element name.
    public static let byInterfaceBuilderName: [String: UIKitElement] = Dictionary(all.map { ($0.interfaceBuilderName, $0) },
                                                                                 uniquingKeysWith: { a, _ in a })

    /// The modelled element of each kind (what `export swift` creates, what code that creates it reads as).
    public static func of(_ kind: ElementKind) -> UIKitElement {
        all.first { $0.kind == kind && $0.role == .modelled } ?? all[0]
    }

    /// The kind a UIKit class created in code becomes; nil for a class the format does not model.
    public static func kind(ofClass uikitClass: String) -> ElementKind? {
        all.first { $0.uikitClass == uikitClass && $0.role == .modelled }?.kind
    }
}

extension ElementKind {
    /// The UIKit class an element of the kind is (`UILabel`), from ``UIKitElement``'s table.
    public var uikitClass: String { UIKitElement.of(self).uikitClass }

    /// The Interface Builder elements that import as this kind (`label`; `view` also takes the
    /// UIKit views the format draws as plain views).
    public var interfaceBuilderNames: [String] { UIKitElement.all.filter { $0.kind == self }.map(\.interfaceBuilderName) }
}
