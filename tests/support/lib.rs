//! Shared support for the conformance suite.
