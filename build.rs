//! Compiles `proto/` with the pure-Rust `protox` (no system `protoc`), generates the tonic
//! client and server, and writes each game's file descriptor set, which server reflection
//! serves.

use std::{env, error::Error, fs, path::PathBuf};

/// Each game's proto, and the name of its encoded file descriptor set in `OUT_DIR`.
const PROTOS: &[(&str, &str)] = &[
    ("hanniball/v1/hanniball.proto", "hanniball_descriptor"),
    (
        "chessfootball/v1/chessfootball.proto",
        "chessfootball_descriptor",
    ),
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

    for (proto, descriptor) in PROTOS {
        fs::write(
            out_dir.join(format!("{descriptor}.bin")),
            compiler(&[proto])?.encode_file_descriptor_set(),
        )?;
    }

    let all: Vec<&str> = PROTOS.iter().map(|(proto, _)| *proto).collect();
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .compile_fds(compiler(&all)?.file_descriptor_set())?;
    Ok(())
}
