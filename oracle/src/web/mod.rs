//! `oracle web`: the oracle in a browser. A page where a person chooses a ruleset and its switches,
//! clicks moves on the oracle's own SVG board and reads the clause of every refusal and ending, sets up
//! positions, checks records and counts perft; and `POST /api`, which answers PROTOCOL.md's requests with
//! `oracle serve`'s own code and the page's requests besides (docs/web.md).
//!
//! - [`clauses`]: the clause titles of `clauses/<slug>.yaml`, embedded.
//! - [`request`]: the page's requests and what their replies share.
//! - [`view`], [`records`], [`perft_jobs`]: the page's answers.
//! - [`api`]: one body in, one body out, for both kinds of request (no HTTP here: the fuzz target
//!   `web_api` calls it).
//! - `server`, `limits`, `listen` and `client` (feature `web`): HTTP on axum and tokio, the server's
//!   limits on slow, idle and too many clients, and a client of it for tests and the load figure.

pub mod api;
pub mod clauses;
pub mod perft_jobs;
pub mod records;
pub mod request;
pub mod view;

#[cfg(feature = "web")]
pub mod client;
#[cfg(feature = "web")]
pub mod limits;
#[cfg(feature = "web")]
pub mod listen;
#[cfg(feature = "web")]
pub mod server;
