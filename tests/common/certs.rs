//! Certificates made at run time (rcgen): a CA, server certificates for `localhost` and
//! 127.0.0.1, client certificates (valid or expired), all as PEM files in a directory.

use std::path::{Path, PathBuf};

use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose, date_time_ymd,
};

/// A certificate and its key, as PEM.
#[derive(Clone)]
pub struct Pair {
    pub cert: String,
    pub key: String,
}

impl Pair {
    /// Writes `<name>.crt` and `<name>.key` into `dir`; returns their paths.
    pub fn write(&self, dir: &Path, name: &str) -> (PathBuf, PathBuf) {
        let cert = dir.join(format!("{name}.crt"));
        let key = dir.join(format!("{name}.key"));
        std::fs::write(&cert, &self.cert).expect("write the certificate");
        std::fs::write(&key, &self.key).expect("write the key");
        (cert, key)
    }

    pub fn identity(&self) -> tonic::transport::Identity {
        tonic::transport::Identity::from_pem(&self.cert, &self.key)
    }
}

/// A certificate authority of the test.
pub struct Ca {
    issuer: Issuer<'static, KeyPair>,
    /// The CA certificate (PEM).
    pub pem: String,
}

fn name(common_name: &str) -> DistinguishedName {
    let mut name = DistinguishedName::new();
    name.push(DnType::CommonName, common_name);
    name
}

impl Ca {
    pub fn new(common_name: &str) -> Ca {
        let mut params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name = name(common_name);
        params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let key = KeyPair::generate().expect("CA key");
        let cert = params.self_signed(&key).expect("self-sign the CA");
        Ca {
            issuer: Issuer::new(params, key),
            pem: cert.pem(),
        }
    }

    fn issue(&self, params: CertificateParams) -> Pair {
        let key = KeyPair::generate().expect("key");
        let cert = params.signed_by(&key, &self.issuer).expect("sign");
        Pair {
            cert: cert.pem(),
            key: key.serialize_pem(),
        }
    }

    /// A server certificate for `localhost` and 127.0.0.1.
    pub fn server(&self) -> Pair {
        let mut params =
            CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()])
                .expect("server params");
        params.distinguished_name = name("localhost");
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        self.issue(params)
    }

    /// A client certificate; `expired`: valid only in the first half of 2020.
    pub fn client(&self, common_name: &str, expired: bool) -> Pair {
        let mut params =
            CertificateParams::new(vec![format!("{common_name}.client")]).expect("client params");
        params.distinguished_name = name(common_name);
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ClientAuth];
        if expired {
            params.not_before = date_time_ymd(2020, 1, 1);
            params.not_after = date_time_ymd(2020, 6, 1);
        }
        self.issue(params)
    }

    /// The CA certificate as a tonic certificate.
    pub fn certificate(&self) -> tonic::transport::Certificate {
        tonic::transport::Certificate::from_pem(&self.pem)
    }

    /// Client TLS settings that trust this CA for `localhost`.
    pub fn client_tls(&self) -> tonic::transport::ClientTlsConfig {
        tonic::transport::ClientTlsConfig::new()
            .ca_certificate(self.certificate())
            .domain_name("localhost")
    }
}
