//! Bit-level model of the 8N1 UART line (twin of [`crate::rtl::uart`]): the level of the
//! pin in every clock cycle, for driving and checking the circuits' `rx`/`tx` pins.
//!
//! Frame: one start bit (low), 8 data bits LSB first, one stop bit (high); the idle line is
//! high. A bit lasts `divisor` clock cycles.
//!
//! The decoder ([`UartDecoder`], [`deserialize`]) does what the receiver circuit does: it
//! hunts for a falling edge, re-checks the start bit half a bit later (a shorter low glitch
//! is ignored), samples every data bit and the stop bit in the middle of the bit, and after a
//! stop bit that reads low (a framing error, byte dropped) waits for the line to return high
//! before hunting again.

/// Line levels of `bytes` sent back to back at `divisor` cycles per bit, each byte followed
/// by `gap` idle (high) cycles. No leading idle.
pub fn serialize(bytes: &[u8], divisor: usize, gap: usize) -> Vec<bool> {
    serialize_at(bytes, divisor as f64, gap)
}

/// [`serialize`] with a fractional bit period (`period` cycles per bit, e.g. `50.0 * 1.03`
/// for a sender 3 % slower than the receiver): bit k of a byte occupies the cycles t with
/// ⌊k·period⌋ ≤ t < ⌊(k+1)·period⌋ from the byte's start.
pub fn serialize_at(bytes: &[u8], period: f64, gap: usize) -> Vec<bool> {
    assert!(period >= 1.0, "bit period below one cycle");
    let mut out = Vec::new();
    for &b in bytes {
        let frame = (1u16 << 9) | (u16::from(b) << 1);
        let total = (10.0 * period).floor() as usize;
        for t in 0..total {
            let k = ((t as f64) / period).floor() as usize;
            out.push((frame >> k.min(9)) & 1 == 1);
        }
        out.extend(std::iter::repeat_n(true, gap));
    }
    out
}

/// What the decoder reports for a finished character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UartEvent {
    Byte(u8),
    FramingError,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Idle,
    Start,
    Data,
    Stop,
    WaitHigh,
}

/// Streaming receiver: push one line level per clock cycle.
#[derive(Clone, Debug)]
pub struct UartDecoder {
    divisor: usize,
    state: State,
    prev: bool,
    cnt: usize,
    bit: usize,
    shift: u8,
}

impl UartDecoder {
    /// A decoder for `divisor` cycles per bit (≥ 2), the line idle (high) before the first level.
    pub fn new(divisor: usize) -> Self {
        assert!(divisor >= 2, "divisor below 2");
        Self {
            divisor,
            state: State::Idle,
            prev: true,
            cnt: 0,
            bit: 0,
            shift: 0,
        }
    }

    /// Whether a character is being received (a start bit has been seen).
    pub fn busy(&self) -> bool {
        !matches!(self.state, State::Idle)
    }

    /// The line level in the next cycle; returns a finished character, if any.
    pub fn push(&mut self, level: bool) -> Option<UartEvent> {
        let mut ev = None;
        match self.state {
            State::Idle => {
                if self.prev && !level {
                    self.state = State::Start;
                    self.cnt = 0;
                }
            }
            State::Start => {
                self.cnt += 1;
                if self.cnt == self.divisor / 2 {
                    if level {
                        self.state = State::Idle;
                    } else {
                        self.state = State::Data;
                        self.cnt = 0;
                        self.bit = 0;
                    }
                }
            }
            State::Data => {
                self.cnt += 1;
                if self.cnt == self.divisor {
                    self.cnt = 0;
                    self.shift = (self.shift >> 1) | (u8::from(level) << 7);
                    self.bit += 1;
                    if self.bit == 8 {
                        self.state = State::Stop;
                    }
                }
            }
            State::Stop => {
                self.cnt += 1;
                if self.cnt == self.divisor {
                    if level {
                        ev = Some(UartEvent::Byte(self.shift));
                        self.state = State::Idle;
                    } else {
                        ev = Some(UartEvent::FramingError);
                        self.state = State::WaitHigh;
                    }
                }
            }
            State::WaitHigh => {
                if level {
                    self.state = State::Idle;
                }
            }
        }
        self.prev = level;
        ev
    }

    /// Whether the decoder is between characters (hunting for a start bit).
    pub fn is_idle(&self) -> bool {
        self.state == State::Idle
    }
}

/// Decodes a whole trace: the bytes received and the number of framing errors.
pub fn deserialize(levels: &[bool], divisor: usize) -> (Vec<u8>, usize) {
    let mut d = UartDecoder::new(divisor);
    let (mut bytes, mut errors) = (Vec::new(), 0);
    for &l in levels {
        match d.push(l) {
            Some(UartEvent::Byte(b)) => bytes.push(b),
            Some(UartEvent::FramingError) => errors += 1,
            None => {}
        }
    }
    (bytes, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_every_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        for divisor in [4, 5, 7, 50] {
            for gap in [0, 3] {
                let l = serialize(&bytes, divisor, gap);
                assert_eq!(l.len(), 256 * (10 * divisor + gap));
                assert_eq!(deserialize(&l, divisor), (bytes.clone(), 0));
            }
        }
    }

    #[test]
    fn framing_error_and_glitch() {
        let mut l = serialize(&[0x00], 8, 0);
        let n = l.len();
        // Stop bit low: error; then the line stays low a while and a good byte follows.
        for x in &mut l[n - 8..] {
            *x = false;
        }
        l.extend(std::iter::repeat_n(false, 20));
        l.extend(std::iter::repeat_n(true, 5));
        l.extend(serialize(&[0x3C], 8, 0));
        assert_eq!(deserialize(&l, 8), (vec![0x3C], 1));
        // A 3-cycle low glitch at divisor 8 is ignored.
        let mut g = vec![true; 10];
        g.extend([false; 3]);
        g.extend([true; 20]);
        g.extend(serialize(&[0xA5], 8, 0));
        assert_eq!(deserialize(&g, 8), (vec![0xA5], 0));
    }

    #[test]
    fn tolerates_three_percent() {
        let bytes: Vec<u8> = (0..=255).collect();
        for p in [50.0 * 0.97, 50.0 * 1.03] {
            assert_eq!(
                deserialize(&serialize_at(&bytes, p, 0), 50),
                (bytes.clone(), 0)
            );
        }
    }
}
