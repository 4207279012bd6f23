//! The trained model as the game reads it: a safetensors file of `i8` weights with one
//! `f32` scale per row (a row's largest weight maps to ±127), `f32` biases, and metadata
//! naming what made it (`san_juan::ai::net`'s module docs).

use crate::model::Model;
use candle_core::Result;
use safetensors::Dtype;
use safetensors::tensor::TensorView;
use std::collections::HashMap;

/// The row-by-row `i8` quantization of a `rows × cols` matrix: the bytes and the scales.
pub fn quantize(weights: &[Vec<f32>]) -> (Vec<u8>, Vec<f32>) {
    let mut bytes = Vec::new();
    let mut scales = Vec::new();
    for row in weights {
        let max = row.iter().fold(0.0f32, |m, w| m.max(w.abs()));
        let scale = if max > 0.0 { max / 127.0 } else { 1.0 };
        scales.push(scale);
        bytes.extend(row.iter().map(|w| ((w / scale).round().clamp(-127.0, 127.0) as i8) as u8));
    }
    (bytes, scales)
}

/// The weights file of `model`, with `metadata` (which must name the `layout`).
pub fn weights_file(model: &Model, metadata: HashMap<String, String>) -> Result<Vec<u8>> {
    let mut tensors: Vec<(String, Vec<usize>, Dtype, Vec<u8>)> = Vec::new();
    for (name, w, b) in &model.layers {
        let rows: Vec<Vec<f32>> = w.as_tensor().to_vec2()?;
        let shape = vec![rows.len(), rows.first().map_or(0, Vec::len)];
        let (bytes, scales) = quantize(&rows);
        let floats = |xs: &[f32]| xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let bias: Vec<f32> = b.as_tensor().to_vec1()?;
        tensors.push((format!("{name}.weight"), shape.clone(), Dtype::I8, bytes));
        tensors.push((format!("{name}.scale"), vec![shape[0]], Dtype::F32, floats(&scales)));
        tensors.push((format!("{name}.bias"), vec![shape[0]], Dtype::F32, floats(&bias)));
    }
    let views: Vec<(String, TensorView)> = tensors
        .iter()
        .map(|(n, shape, dtype, bytes)| (n.clone(), TensorView::new(*dtype, shape.clone(), bytes).expect("shape and bytes agree")))
        .collect();
    safetensors::serialize(views, Some(metadata)).map_err(|e| candle_core::Error::Msg(e.to_string()))
}
