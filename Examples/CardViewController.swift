// The view controller of Examples/Card.storyboard (animlayout import Card.storyboard CardViewController.swift), and
// the import tests' fixture: its outlets are the storyboard's; its states change a constraint's constant and hide a view.
import UIKit

enum CardSize {
    case compact, tall
}

class CardViewController: UIViewController {
    @IBOutlet weak var middle: UIView!
    @IBOutlet weak var boxHeight: NSLayoutConstraint!
    var size: CardSize = .compact

    private func configureSize() {
        let changes = {
            self.boxHeight.constant = self.size == .compact ? 100 : 200
            self.middle.isHidden = self.size == .compact
            self.view.layoutIfNeeded()
        }
        UIView.animate(withDuration: 0.3, animations: changes)
    }
}
