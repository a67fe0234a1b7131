//! `voidchess.Protocol`: the JSON-lines engine protocol of PROTOCOL.md answered in process, by the code
//! of `oracle serve` (`oracle::serve`), with the games it keeps between requests.

use oracle::game_cache::GameCache;
use oracle::serve::reply_to;
use pyo3::prelude::*;
use pyo3::types::PyString;
use std::sync::{Mutex, PoisonError};

/// `oracle serve` in process: requests in, replies out, as PROTOCOL.md writes them.
#[pyclass(module = "voidchess", frozen)]
pub struct Protocol {
    cache: Mutex<GameCache>,
}

impl Protocol {
    fn answer(&self, py: Python<'_>, line: String) -> String {
        let cache = &self.cache;
        py.detach(move || {
            let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
            reply_to(&line, &mut cache).line
        })
    }
}

#[pymethods]
impl Protocol {
    #[new]
    fn new() -> Protocol {
        Protocol {
            cache: Mutex::new(GameCache::default()),
        }
    }

    /// The reply line to one request line (both JSON, without the newline), as `oracle serve` writes it.
    fn ask_line(&self, py: Python<'_>, line: String) -> String {
        self.answer(py, line)
    }

    /// The reply to a request given as a dict (or a JSON text), as a dict: the op's fields, or `error`
    /// with its kind, message, clause and move index.
    fn ask<'py>(
        &self,
        py: Python<'py>,
        request: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let json = py.import("json")?;
        let line: String = match request.cast::<PyString>() {
            Ok(s) => s.to_string(),
            Err(_) => json.call_method1("dumps", (request,))?.extract()?,
        };
        let reply = self.answer(py, line);
        json.call_method1("loads", (reply,))
    }
}
