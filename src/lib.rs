//! Hanniball
