//! The interpretation register: where a rules document is ambiguous or contradicts itself, each reading is
//! written down, and the choice is a named switch that the CLI (`--interpretation name=value`),
//! `oracle serve` requests, scenarios and the differential tester can set.

use super::OracleError;
use std::fmt::Debug;

/// One reading of an ambiguous rule: the switch value that selects it, and what it means (as the web
/// page's `info` lists it: `{"value": ..., "meaning": ...}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Reading {
    pub value: &'static str,
    pub meaning: &'static str,
}

impl Reading {
    /// The reading `value` of a switch, meaning `meaning`.
    pub const fn new(value: &'static str, meaning: &'static str) -> Reading {
        Reading { value, meaning }
    }
}

/// One entry of a ruleset's interpretation register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterEntry {
    /// Stable id of the entry, e.g. `VC-9.3-void-trap`.
    pub id: &'static str,
    /// The clauses involved (full ids).
    pub clauses: &'static [&'static str],
    /// The question the text leaves open.
    pub question: &'static str,
    /// The switch that selects a reading; `None` for an entry that only records a decision
    /// with no alternative worth selecting (the readings then list what was decided).
    pub switch: Option<&'static str>,
    /// The readings.
    pub readings: &'static [Reading],
    /// The reading we take by default (a `value` of `readings`).
    pub default: &'static str,
    /// Why that default.
    pub why: &'static str,
}

impl RegisterEntry {
    /// The rest of an entry that only records a decision (no switch): `decided` is its one reading, and
    /// the default. An entry writes its id, clauses, question and why, then `..RegisterEntry::decided(..)`.
    pub const fn decided(decided: &'static [Reading; 1]) -> RegisterEntry {
        RegisterEntry {
            id: "",
            clauses: &[],
            question: "",
            switch: None,
            readings: decided,
            default: decided[0].value,
            why: "",
        }
    }
}

/// A ruleset's interpretation: one field per switch of its register.
pub trait Interpretation: Default + Clone + Debug + PartialEq + Send + Sync + 'static {
    /// Every entry of the register.
    fn register() -> &'static [RegisterEntry];

    /// Sets switch `name` to `value`. Implementations call [`check_switch`] first for a uniform error.
    fn set(&mut self, name: &str, value: &str) -> Result<(), OracleError>;

    /// The current value of switch `name`.
    fn get(&self, name: &str) -> Option<&'static str>;

    /// Every switch with its current value, in register order.
    fn values(&self) -> Vec<(&'static str, &'static str)> {
        Self::register()
            .iter()
            .filter_map(|e| e.switch)
            .filter_map(|s| self.get(s).map(|v| (s, v)))
            .collect()
    }

    /// A value with the given switches set, in order.
    fn with(settings: &[(String, String)]) -> Result<Self, OracleError> {
        let mut me = Self::default();
        for (name, value) in settings {
            me.set(name, value)?;
        }
        Ok(me)
    }
}

/// Checks that `name` is a switch of `register` and `value` one of its readings.
pub fn check_switch(
    register: &[RegisterEntry],
    name: &str,
    value: &str,
) -> Result<(), OracleError> {
    let Some(entry) = register.iter().find(|e| e.switch == Some(name)) else {
        let known: Vec<&str> = register.iter().filter_map(|e| e.switch).collect();
        return Err(OracleError::BadInterpretation {
            message: format!(
                "no switch named `{name}` (switches: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            ),
        });
    };
    if entry.readings.iter().any(|r| r.value == value) {
        Ok(())
    } else {
        let values: Vec<&str> = entry.readings.iter().map(|r| r.value).collect();
        Err(OracleError::BadInterpretation {
            message: format!(
                "switch `{name}` has no value `{value}` (values: {})",
                values.join(", ")
            ),
        })
    }
}

/// A type whose values are the readings of one switch: declared with [`crate::switch_readings!`], read
/// and written by the code [`crate::interpretation_switches!`] generates.
pub trait Readings: Copy + Sized + 'static {
    /// The value that `reading` names, if it names one.
    fn from_reading(reading: &str) -> Option<Self>;
    /// The reading this value stands for.
    fn reading(self) -> &'static str;
}

/// Declares the enum whose variants are the readings of a switch, each with its register spelling.
#[macro_export]
macro_rules! switch_readings {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $crate::core::interpretation::Readings for $name {
            fn from_reading(reading: &str) -> Option<Self> {
                match reading {
                    $( $text => Some($name::$variant), )+
                    _ => None,
                }
            }
            fn reading(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }
        }
    };
}

/// Declares a ruleset's interpretation from its register: one field per switch, named by the switch it
/// stands for. A field's type is a [`Readings`] type, or `bool` with `if "reading"` naming the reading that
/// makes it true (the other reading of the entry makes it false). `Default` is the register's defaults and
/// `set`/`get` speak the register's spellings, so the register is the one place a switch is written down.
///
/// ```ignore
/// interpretation_switches! {
///     /// The switches of the FIDE register.
///     #[derive(Copy, Clone, Debug, PartialEq, Eq)]
///     pub struct FideInterpretation in REGISTER {
///         pub fifty_move: DrawRule = "fifty-move",
///         pub heals_every_square: bool = "minister-heals" if "every-square",
///     }
/// }
/// ```
#[macro_export]
macro_rules! interpretation_switches {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident in $register:path {
            $( $(#[$fmeta:meta])* $fvis:vis $field:ident : $ty:ty = $switch:literal $(if $on:literal)? ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $( $(#[$fmeta])* $fvis $field: $ty, )*
        }

        impl Default for $name {
            /// The register's default reading of every switch.
            fn default() -> Self {
                $name {
                    $( $field: $crate::interpretation_switches!(
                        @read $ty, $switch,
                        $crate::core::interpretation::default_reading($register, $switch)
                        $(, $on)?
                    ).unwrap_or_else(|| panic!(
                        "the register's default of switch `{}` is no value of field `{}`",
                        $switch, stringify!($field)
                    )), )*
                }
            }
        }

        impl $crate::core::Interpretation for $name {
            fn register() -> &'static [$crate::core::RegisterEntry] {
                $register
            }

            fn set(&mut self, name: &str, value: &str) -> Result<(), $crate::core::OracleError> {
                $crate::core::interpretation::check_switch($register, name, value)?;
                let unread = || $crate::core::OracleError::BadInterpretation {
                    message: format!("switch `{name}` has no field reading `{value}`"),
                };
                match name {
                    $( $switch => {
                        self.$field = $crate::interpretation_switches!(@read $ty, $switch, value $(, $on)?)
                            .ok_or_else(unread)?
                    } )*
                    _ => return Err(unread()),
                }
                Ok(())
            }

            fn get(&self, name: &str) -> Option<&'static str> {
                match name {
                    $( $switch => $crate::interpretation_switches!(
                        @write self.$field, $register, $switch $(, $on)?
                    ), )*
                    _ => None,
                }
            }
        }
    };
    (@read $ty:ty, $switch:literal, $value:expr) => {
        <$ty as $crate::core::interpretation::Readings>::from_reading($value)
    };
    (@read $ty:ty, $switch:literal, $value:expr, $on:literal) => {
        Some($value == $on)
    };
    (@write $field:expr, $register:path, $switch:literal) => {
        Some($crate::core::interpretation::Readings::reading($field))
    };
    (@write $field:expr, $register:path, $switch:literal, $on:literal) => {
        $crate::core::interpretation::bool_reading($register, $switch, $on, $field)
    };
}

/// The default reading of `switch` in `register`. Panics when the register has no such switch: the
/// declaration of an interpretation names a switch its register lacks, which every test shows at once.
pub fn default_reading(register: &[RegisterEntry], switch: &str) -> &'static str {
    register
        .iter()
        .find(|e| e.switch == Some(switch))
        .map(|e| e.default)
        .unwrap_or_else(|| panic!("the register has no switch `{switch}`"))
}

/// The reading of a two-reading switch held as a `bool`: `on` when true, the entry's other reading when false.
pub fn bool_reading(
    register: &[RegisterEntry],
    switch: &str,
    on: &'static str,
    value: bool,
) -> Option<&'static str> {
    if value {
        return Some(on);
    }
    let entry = register.iter().find(|e| e.switch == Some(switch))?;
    entry.readings.iter().map(|r| r.value).find(|v| *v != on)
}

/// An interpretation with no switches, for rulesets whose text leaves nothing open (yet).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Switches;

impl Interpretation for Switches {
    fn register() -> &'static [RegisterEntry] {
        &[]
    }
    fn set(&mut self, name: &str, value: &str) -> Result<(), OracleError> {
        check_switch(Self::register(), name, value)
    }
    fn get(&self, _name: &str) -> Option<&'static str> {
        None
    }
}

/// Parses `name=value` as given on a command line.
pub fn parse_setting(text: &str) -> Result<(String, String), OracleError> {
    match text.split_once('=') {
        Some((n, v)) if !n.trim().is_empty() && !v.trim().is_empty() => {
            Ok((n.trim().to_string(), v.trim().to_string()))
        }
        _ => Err(OracleError::BadInterpretation {
            message: format!("`{text}` is not of the form name=value"),
        }),
    }
}
