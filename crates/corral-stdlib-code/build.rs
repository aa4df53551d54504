//! Compiles every Python-source stdlib module with the engine itself and
//! writes the image the front ends embed.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let image = corral::build_stdlib_image().unwrap_or_else(|e| panic!("stdlib image: {e}"));
    std::fs::write(out.join("stdlib.image"), image).expect("writable OUT_DIR");
}
