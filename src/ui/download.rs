//! Saving text as a file download (for "Export record"), without leaving the page.

use wasm_bindgen::JsCast;

/// Offers `text` as a download named `file_name` (a `blob:` URL, nothing leaves the
/// machine).
///
/// Errors: a browser API refused (described in words).
pub fn download_text(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    let fail = |what: &str| format!("could not save the file ({what})");
    let window = web_sys::window().ok_or_else(|| fail("no window"))?;
    let document = window.document().ok_or_else(|| fail("no document"))?;
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(|_| fail("blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("object URL"))?;
    let anchor =
        document.create_element("a").ok().and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok()).ok_or_else(|| fail("link"))?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // Revoked a little later: the download may start after click() returns.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
