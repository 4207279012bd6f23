//! Reading JSON text into the engine's and the table's types.

use serde::de::DeserializeOwned;

/// `text` read as a `T`: parsed into a JSON value first, then read from it. The page then
/// holds one text parser (the value's) and one reader of each type (from a value), not
/// one of each per type and per source.
///
/// Errors: the text is no JSON, or not a `T` (serde_json's error).
pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_value(serde_json::from_str::<serde_json::Value>(text)?)
}

/// The field `key` of a JSON object as a count (a whole number that fits a `u32`); none
/// when it is missing or anything else. For the browser's small stores read by hand.
pub fn count(value: &serde_json::Value, key: &str) -> Option<u32> {
    value.get(key).and_then(serde_json::Value::as_u64).and_then(|n| u32::try_from(n).ok())
}
