//! Unit tests of the command line: parsing, defaults and the checks between flags.

use super::*;
use clap::CommandFactory;

#[test]
fn the_ladder_flags_say_what_is_wrong() {
    assert_eq!(ladder_every("0"), Ok(0));
    assert_eq!(ladder_every("5000"), Ok(5000));
    assert!(ladder_every("50").is_err_and(|e| e.contains("100 to 3600000")));
    assert!(ladder_every("soon").is_err_and(|e| e.contains("whole number")));
    assert_eq!(ladder_time_control(" 3+2 "), Ok("3+2".to_owned()));
    assert!(ladder_time_control("").is_err_and(|e| e.contains("need a clock")));
    assert!(ladder_time_control("3").is_err_and(|e| e.contains("no '+'")));
}

#[test]
fn cli_is_consistent() {
    Cli::command().debug_assert();
}

fn serve_args(argv: &[&str]) -> ServeArgs {
    match Cli::try_parse_from(argv).unwrap().into_command() {
        Command::Serve(args) => args,
        other => panic!("expected serve, got {other:?}"),
    }
}

#[test]
fn ids_and_tokens_may_start_with_a_hyphen() {
    // URL-safe base64 has `-`: one token in 64 starts with it.
    let argv = [
        "arbiter",
        "bot",
        "--game",
        "-game-id-0123456789ab",
        "--token",
        "-yToken0123456789abcd",
        "--seat",
        "0",
    ];
    match Cli::try_parse_from(argv).unwrap().into_command() {
        Command::Bot(args) => {
            assert_eq!(args.game.as_deref(), Some("-game-id-0123456789ab"));
            assert_eq!(args.token.as_deref(), Some("-yToken0123456789abcd"));
        }
        other => panic!("expected bot, got {other:?}"),
    }
}

#[test]
fn no_subcommand_means_serve() {
    let args = serve_args(&["arbiter", "--listen", "127.0.0.1:1"]);
    assert_eq!(args.listen, "127.0.0.1:1".parse().unwrap());
    let args = serve_args(&["arbiter", "serve", "--log-format", "json"]);
    assert_eq!(args.log_format, LogFormat::Json);
    assert!(Cli::try_parse_from(["arbiter", "--game-ttl-secs", "0"]).is_err());
    let cli = Cli::try_parse_from(["arbiter", "--redis-url", "redis+cluster://a:1,b:2"]).unwrap();
    let Command::Serve(args) = cli.into_command() else {
        panic!("expected the serve command");
    };
    assert_eq!(args.redis_url.as_deref(), Some("redis+cluster://a:1,b:2"));
}

#[test]
fn limits_default_to_the_documented_values_and_can_be_set() {
    let options = serve_args(&["arbiter"]).limits.serve_options();
    assert_eq!(options.max_request_bytes, 65_536);
    assert_eq!(options.max_response_bytes, 4_194_304);
    assert_eq!(options.request_timeout, Duration::from_secs(10));
    assert_eq!(options.concurrency_per_connection, 256);
    assert_eq!(
        options.http2_keepalive_interval,
        Some(Duration::from_secs(30))
    );
    assert_eq!(options.http2_keepalive_timeout, Duration::from_secs(10));

    let args = serve_args(&[
        "arbiter",
        "--max-request-bytes",
        "2048",
        "--max-response-bytes",
        "4096",
        "--request-timeout-ms",
        "250",
        "--max-calls-per-connection",
        "8",
        "--http2-keepalive-secs",
        "0",
    ]);
    let options = args.limits.serve_options();
    assert_eq!(options.max_request_bytes, 2048);
    assert_eq!(options.max_response_bytes, 4096);
    assert_eq!(options.request_timeout, Duration::from_millis(250));
    assert_eq!(options.concurrency_per_connection, 8);
    assert_eq!(options.http2_keepalive_interval, None);

    for bad in [
        ["--max-request-bytes", "10"],
        ["--request-timeout-ms", "0"],
        ["--max-calls-per-connection", "0"],
    ] {
        assert!(
            Cli::try_parse_from(["arbiter", bad[0], bad[1]]).is_err(),
            "{bad:?}"
        );
    }
}

#[test]
fn cors_origins_and_metrics_address() {
    let args = serve_args(&["arbiter"]);
    assert_eq!(args.cors_origins, AllowedOrigins::None);
    assert_eq!(args.metrics_addr, None);
    let args = serve_args(&[
        "arbiter",
        "--cors-origins",
        "https://play.example.org,http://localhost:3000",
        "--metrics-addr",
        "127.0.0.1:9090",
    ]);
    assert_eq!(
        args.cors_origins,
        AllowedOrigins::List(vec![
            "https://play.example.org".into(),
            "http://localhost:3000".into()
        ])
    );
    assert_eq!(args.metrics_addr, Some("127.0.0.1:9090".parse().unwrap()));
    assert_eq!(
        serve_args(&["arbiter", "--cors-origins", "*"]).cors_origins,
        AllowedOrigins::Any
    );
    let error = Cli::try_parse_from(["arbiter", "--cors-origins", "play.example.org"])
        .unwrap_err()
        .to_string();
    assert!(error.contains("play.example.org"), "{error}");
    assert!(Cli::try_parse_from(["arbiter", "--metrics-addr", "9090"]).is_err());
    assert_eq!(
        serve_args(&["arbiter", "--metrics-addr", ""]).metrics_addr,
        None
    );
}

#[test]
fn edge_and_rate_limit_flags() {
    let args = serve_args(&["arbiter"]);
    let configured = args.serve_options(Some(1_000_000)).unwrap();
    let options = configured.options;
    assert!(configured.notes.is_empty());
    assert_eq!(options.max_metadata_bytes, 16_384);
    let c = &options.connections;
    assert_eq!(c.handshake_timeout, Duration::from_secs(10));
    assert_eq!(c.max_connections, 10_000);
    assert_eq!(c.tcp_keepalive, Some(Duration::from_secs(60)));
    assert_eq!(c.max_connection_age, None);
    assert!(c.tls.is_none());
    assert_eq!(
        options.rate_limits,
        RateLimits {
            calls_per_sec: 500,
            burst: 1000,
            new_games_per_min: 60,
            seat_calls_per_sec: 50,
            seat_burst: 100,
        }
    );

    let args = serve_args(&[
        "arbiter",
        "--handshake-timeout-ms",
        "500",
        "--max-connections",
        "7",
        "--tcp-keepalive-secs",
        "0",
        "--max-connection-age-secs",
        "60",
        "--max-connection-age-grace-secs",
        "5",
        "--max-metadata-bytes",
        "2048",
        "--rate-limit-calls-per-sec",
        "0",
        "--rate-limit-new-games-per-min",
        "3",
    ]);
    let options = args.serve_options(None).unwrap().options;
    let c = &options.connections;
    assert_eq!(c.handshake_timeout, Duration::from_millis(500));
    assert_eq!(c.max_connections, 7);
    assert_eq!(c.tcp_keepalive, None);
    assert_eq!(c.max_connection_age, Some(Duration::from_secs(60)));
    assert_eq!(c.max_connection_age_grace, Duration::from_secs(5));
    assert_eq!(options.max_metadata_bytes, 2048);
    assert_eq!(options.rate_limits.calls_per_sec, 0);
    assert_eq!(options.rate_limits.new_games_per_min, 3);

    for bad in [
        ["--max-metadata-bytes", "200000"],
        ["--handshake-timeout-ms", "0"],
        ["--max-connections", "0"],
    ] {
        assert!(
            Cli::try_parse_from(["arbiter", bad[0], bad[1]]).is_err(),
            "{bad:?}"
        );
    }
    let args = serve_args(&["arbiter", "--tls-cert", "/x.pem"]);
    let error = args.serve_options(None).unwrap_err().to_string();
    assert!(error.contains("--tls-key"), "{error}");
    let args = serve_args(&["arbiter", "--tls-cert", "", "--redis-ca", ""]);
    assert!(args.edge.tls_files().unwrap().is_none(), "empty means none");
    assert_eq!(args.redis_ca, None);
}

#[test]
fn the_connection_cap_fits_the_descriptor_limit() {
    assert_eq!(fit_connections(None, None), (10_000, vec![]));
    assert_eq!(fit_connections(None, Some(1 << 20)).0, 10_000);
    let (fit, notes) = fit_connections(None, Some(1024));
    assert_eq!(fit, 896);
    assert!(notes[0].contains("1024"), "{notes:?}");
    let (fit, notes) = fit_connections(Some(5000), Some(1024));
    assert_eq!(fit, 5000, "an explicit cap is kept");
    assert!(notes[0].contains("back off"), "{notes:?}");
    assert_eq!(fit_connections(Some(100), Some(1024)), (100, vec![]));
}

#[test]
fn healthcheck_subcommand() {
    let cli = Cli::try_parse_from(["arbiter", "healthcheck", "--addr", "127.0.0.1:7"]).unwrap();
    let Command::Healthcheck(args) = cli.into_command() else {
        panic!("expected healthcheck");
    };
    assert_eq!(args.addr, "127.0.0.1:7");
    assert_eq!(args.service, "");
    assert_eq!(args.timeout(), Duration::from_secs(2));
    let cli = Cli::try_parse_from([
        "arbiter",
        "healthcheck",
        "--service",
        "liveness",
        "--timeout-ms",
        "500",
    ])
    .unwrap();
    let Command::Healthcheck(args) = cli.into_command() else {
        panic!("expected healthcheck");
    };
    assert_eq!(args.addr, "127.0.0.1:50051");
    assert_eq!(args.service, "liveness");
    assert_eq!(args.timeout(), Duration::from_millis(500));
    assert!(Cli::try_parse_from(["arbiter", "healthcheck", "--timeout-ms", "0"]).is_err());
}

#[test]
fn engine_benchmark_subcommands_parse() {
    let cli = Cli::try_parse_from(["arbiter", "perft", "4", "--position", "x"]).unwrap();
    let Command::Perft(args) = cli.into_command() else {
        panic!("expected perft");
    };
    assert_eq!((args.depth, args.position.as_deref()), (4, Some("x")));
    assert!(Cli::try_parse_from(["arbiter", "perft", "0"]).is_err());
    assert!(Cli::try_parse_from(["arbiter", "perft"]).is_err());
    let cli = Cli::try_parse_from(["arbiter", "playout", "--games", "3"]).unwrap();
    let Command::Playout(args) = cli.into_command() else {
        panic!("expected playout");
    };
    assert_eq!((args.games, args.max_turns, args.seed), (3, 1000, 1));
}
