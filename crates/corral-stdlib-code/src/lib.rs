//! corral's Python-source standard library compiled ahead of time, for
//! front ends: `install()` at start makes every import of such a module
//! decode its code instead of parsing and compiling the source (a cold
//! `import typing, dataclasses, datetime, enum, json, re, collections`
//! spent three quarters of its time compiling).
//!
//! The engine cannot compile itself while it is being built, so the image
//! is made here, by the build script, with the engine as a build
//! dependency.

static IMAGE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/stdlib.image"));

/// Install the image for every thread of this process (idempotent).
pub fn install() {
    // The image comes from this same build of the engine; a failure to
    // read it would only make imports compile as they did without it.
    let _ = corral::install_stdlib_image(IMAGE);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_image_installs() {
        corral::install_stdlib_image(super::IMAGE).expect("a valid image");
    }
}
