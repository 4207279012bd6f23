//! Where each card's picture is: `assets/cards/<building key>.svg`, our own flat
//! drawings (written by `scripts/card-pictures.mjs`), copied into the build by trunk's
//! `copy-dir` of `assets/` and precached with every file of the build.
//!
//! The URL is relative, so it resolves against the document's base (`<base href="./">`)
//! and a deploy under a sub-path works. The pictures are decoration: the card's
//! accessible name already says everything, so they are shown with an empty `alt`.

use super::keys::building_key;
use crate::rules::Building;

/// The picture of card `b`, relative to the page's base URL.
pub fn picture_url(b: Building) -> String {
    format!("assets/cards/{}.svg", building_key(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every card of the catalogue (each building, the Cathedral, each event card) has
    /// its picture file, a small self-contained SVG: a new building without a drawing
    /// fails here.
    #[test]
    fn every_card_has_a_small_self_contained_picture() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for b in Building::ALL {
            let path = root.join(picture_url(b));
            let svg = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{b:?}: no picture at {}: {e}", path.display()));
            assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 120 72\""), "{b:?}: not our frame");
            assert!(svg.trim_end().ends_with("</svg>"), "{b:?}: not a whole SVG");
            assert!(svg.len() < 6 * 1024, "{b:?}: {} bytes, more than 6 KB", svg.len());
            // No text (so no font), no raster, no reference to another file or origin, no
            // style sheet (colours are attributes: nothing a page's CSP could refuse).
            for banned in ["<text", "<image", "href", "url(", "<style", "style=", "<script", "<foreignObject"] {
                assert!(!svg.contains(banned), "{b:?}: its picture has {banned}");
            }
        }
    }

    #[test]
    fn picture_urls_are_relative_and_distinct() {
        let urls: std::collections::BTreeSet<String> = Building::ALL.iter().map(|&b| picture_url(b)).collect();
        assert_eq!(urls.len(), Building::ALL.len());
        assert!(urls.iter().all(|u| u.starts_with("assets/cards/") && u.ends_with(".svg")));
        assert_eq!(picture_url(Building::GovernorsVisit), "assets/cards/governors_visit.svg");
    }
}
