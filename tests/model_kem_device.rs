//! The protocol 3 device model (`model::kem_device::KemDeviceModel`, issue 16): the tests of
//! `tests/common/kem3.rs` (FIPS 203 through single requests, and the protocol's rules) run on
//! the model; `tests/kem_device_verilator.rs` runs the same on the circuit.

mod common;

use common::kem3;

#[test]
fn acvp_keygen_through_single_requests() {
    kem3::acvp_keygen_through_single_requests(kem3::model);
}

#[test]
fn acvp_encap_decap_through_single_requests() {
    kem3::acvp_encap_decap_through_single_requests(kem3::model);
}

#[test]
fn rustcrypto_interop_both_ways() {
    kem3::rustcrypto_interop_both_ways(kem3::model);
}

#[test]
fn link_bytes_stay_within_1_05_of_the_api_minimum() {
    kem3::link_bytes_stay_within_1_05_of_the_api_minimum(kem3::model);
}

#[test]
fn a_bad_crc_anywhere_fails_the_request_and_changes_nothing() {
    kem3::a_bad_crc_anywhere_fails_the_request_and_changes_nothing(kem3::model);
}

#[test]
fn a_retry_is_answered_from_the_cache() {
    kem3::a_retry_is_answered_from_the_cache(kem3::model);
}

#[test]
fn bad_requests_get_a_clear_status_and_change_nothing() {
    kem3::bad_requests_get_a_clear_status_and_change_nothing(kem3::model);
}

#[test]
fn a_reset_locks_and_wipes_every_key_slot() {
    kem3::a_reset_locks_and_wipes_every_key_slot(kem3::model);
}

#[test]
fn the_wire_carries_no_secret() {
    kem3::the_wire_carries_no_secret(kem3::model);
}
