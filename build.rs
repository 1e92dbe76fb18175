//! Compiles `proto/` with the pure-Rust `protox` (no system `protoc`), generates the tonic
//! client and server, and writes each game's file descriptor set that server reflection
//! serves.

use std::{env, error::Error, fs, path::PathBuf};

/// Each game's proto, with the name of its descriptor set (`<name>_descriptor.bin`).
const PROTOS: &[(&str, &str)] = &[
    ("hanniball", "hanniball/v1/hanniball.proto"),
    ("hnefatafl", "hnefatafl/v1/hnefatafl.proto"),
    ("chessfootball", "chessfootball/v1/chessfootball.proto"),
];

fn compiler(files: &[&str]) -> Result<protox::Compiler, Box<dyn Error>> {
    let mut compiler = protox::Compiler::new(["proto"])?;
    compiler.include_source_info(true).include_imports(true);
    compiler.open_files(files)?;
    Ok(compiler)
}

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=proto");
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);

    for (name, file) in PROTOS {
        fs::write(
            out_dir.join(format!("{name}_descriptor.bin")),
            compiler(&[file])?.encode_file_descriptor_set(),
        )?;
    }

    let files: Vec<&str> = PROTOS.iter().map(|(_, file)| *file).collect();
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .compile_fds(compiler(&files)?.file_descriptor_set())?;
    Ok(())
}
