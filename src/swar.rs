//! Eight bytes at a time, in safe code: the text passes test a `u64` of bytes with a few
//! integer operations where a byte loop would branch on every byte.

/// The high bit of each byte of `word` that lies in `lo..=hi`; both bounds must be ASCII,
/// and bytes ≥ 0x80 never count.
pub(crate) const fn bytes_in(word: u64, lo: u8, hi: u8) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let low7 = word & !HIGH;
    // Neither sum carries out of its byte: low7 ≤ 0x7f and both addends ≤ 0x80.
    let at_least_lo = low7 + ONES * (0x80 - lo as u64);
    let above_hi = low7 + ONES * (0x7f - hi as u64);
    at_least_lo & !above_hi & !word & HIGH
}

/// The eight bytes at `at`, little-endian (the first byte lowest); past the end of `bytes`
/// the word holds zero bytes.
pub(crate) fn word_at(bytes: &[u8], at: usize) -> u64 {
    let mut chunk = [0u8; 8];
    match bytes.get(at..at.saturating_add(8)) {
        Some(whole) => chunk.copy_from_slice(whole),
        None => {
            let tail = bytes.get(at..).unwrap_or_default();
            chunk[..tail.len()].copy_from_slice(tail);
        }
    }
    u64::from_le_bytes(chunk)
}

#[cfg(test)]
mod tests {
    use super::{bytes_in, word_at};

    #[test]
    fn a_word_past_the_end_is_padded_with_zeros() {
        assert_eq!(word_at(b"abcdefghij", 0), u64::from_le_bytes(*b"abcdefgh"));
        assert_eq!(
            word_at(b"abcdefghij", 8),
            u64::from_le_bytes(*b"ij\0\0\0\0\0\0")
        );
        assert_eq!(word_at(b"abc", 3), 0);
        assert_eq!(word_at(b"abc", usize::MAX), 0);
    }

    #[test]
    fn marks_exactly_the_bytes_in_range() {
        for (lo, hi) in [
            (b'A', b'Z'),
            (b'0', b'9'),
            (b'\t', b'\r'),
            (b'-', b'-'),
            (0, 0x7f),
        ] {
            for b in 0..=255u8 {
                // Each byte in every lane, among neighbours that are all out of range or all in.
                for lane in 0..8 {
                    for filler in [0xffu8, b] {
                        let mut bytes = [filler; 8];
                        bytes[lane] = b;
                        let marks = bytes_in(u64::from_le_bytes(bytes), lo, hi);
                        let expected = (lo..=hi).contains(&b);
                        assert_eq!(
                            marks >> (8 * lane + 7) & 1 == 1,
                            expected,
                            "{b:#x} in {lo:#x}..={hi:#x}"
                        );
                    }
                }
            }
        }
    }
}
