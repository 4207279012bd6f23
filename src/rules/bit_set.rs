//! What the engine's small sets have in common ([`BuildingSet`](super::BuildingSet),
//! [`RoleSet`](super::RoleSet), [`SeatSet`](super::SeatSet)): one bit per member (a `repr`
//! enum's discriminant, a seat's number), and the same few operations, written once here.

/// Implements the set operations and `FromIterator` for `$set`, a newtype over an
/// unsigned integer whose bit `i` stands for the `$item` with index `i` (an enum's
/// discriminant, a seat's number);
/// `$from_index` turns a bit index back into an item (`None` past the end).
macro_rules! bit_set_ops {
    ($set:ident, $item:ty, $from_index:expr) => {
        impl $set {
            /// Whether `x` is in the set.
            #[inline]
            pub const fn contains(self, x: $item) -> bool {
                self.0 & (1 << (x as u32)) != 0
            }
            /// Adds `x`.
            #[inline]
            pub fn insert(&mut self, x: $item) {
                self.0 |= 1 << (x as u32);
            }
            /// Removes `x`.
            #[inline]
            pub fn remove(&mut self, x: $item) {
                self.0 &= !(1 << (x as u32));
            }
            /// The members of both sets.
            #[inline]
            pub const fn and(self, other: $set) -> $set {
                $set(self.0 & other.0)
            }
            /// The members of either set.
            #[inline]
            pub const fn or(self, other: $set) -> $set {
                $set(self.0 | other.0)
            }
            /// The members of `self` not in `other`.
            #[inline]
            pub const fn without(self, other: $set) -> $set {
                $set(self.0 & !other.0)
            }
            /// Whether the set is empty.
            #[inline]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// Number of members.
            #[inline]
            pub const fn len(self) -> u32 {
                self.0.count_ones()
            }
            /// The members in the order of their discriminants.
            #[inline]
            pub fn iter(self) -> impl Iterator<Item = $item> {
                let mut m = self.0;
                std::iter::from_fn(move || {
                    if m == 0 {
                        return None;
                    }
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    $from_index(i)
                })
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<T: IntoIterator<Item = $item>>(iter: T) -> Self {
                let mut s = $set(0);
                for x in iter {
                    s.insert(x);
                }
                s
            }
        }
    };
}

pub(crate) use bit_set_ops;
