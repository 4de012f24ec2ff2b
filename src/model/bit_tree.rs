//! PLACEHOLDER
pub fn reduce_dadda(c: u32) -> u32 { c % crate::params::Q }
pub fn reduce_bitwise_yaman(c: u32) -> u32 { c % crate::params::Q }
