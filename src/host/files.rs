//! All-or-nothing output files: each file is written in full to a fresh temporary name in
//! the target directory, and only when every one of them is on disk are they renamed to their
//! final names. Until [`PendingFiles::commit`], dropping the set removes the temporaries (and
//! the directories it created, if still empty), so a failure leaves no output file behind,
//! complete or partial.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Output files written to temporaries, not yet renamed into place.
#[derive(Debug)]
pub struct PendingFiles {
    dir: PathBuf,
    /// (temporary path, final path).
    files: Vec<(PathBuf, PathBuf)>,
    /// The directories `new` created, deepest first.
    created: Vec<PathBuf>,
    committed: bool,
}

impl PendingFiles {
    /// A set of files for `dir`, which is created (with its parents) if missing.
    pub fn new(dir: &Path) -> io::Result<Self> {
        let created: Vec<PathBuf> = dir
            .ancestors()
            .filter(|a| !a.as_os_str().is_empty())
            .take_while(|a| fs::symlink_metadata(a).is_err())
            .map(Path::to_path_buf)
            .collect();
        let pending = PendingFiles {
            dir: dir.to_path_buf(),
            files: Vec::new(),
            created,
            committed: false,
        };
        // On failure, `pending` is dropped and removes whatever part of the path it made.
        fs::create_dir_all(dir)?;
        Ok(pending)
    }

    /// Writes `bytes` to a new temporary file that [`commit`](Self::commit) renames to
    /// `dir/name`. A `secret` file is created with mode 0600 (owner read/write only); the
    /// others with 0644 (both less the umask).
    pub fn add(&mut self, name: &str, bytes: &[u8], secret: bool) -> io::Result<()> {
        let target = self.dir.join(name);
        let mut nonce = [0u8; 8];
        getrandom::fill(&mut nonce).map_err(|e| io::Error::other(e.to_string()))?;
        let tmp = self.dir.join(format!(
            ".{name}.{}.{}.tmp",
            std::process::id(),
            hex::encode(nonce)
        ));
        let mut options = OpenOptions::new();
        // create_new: O_EXCL, never follows a planted symlink or reuses someone's file.
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(if secret { 0o600 } else { 0o644 });
        }
        let mut file = options.open(&tmp)?;
        // Registered before writing, so that a failed write is cleaned up as well.
        self.files.push((tmp, target));
        file.write_all(bytes)?;
        file.sync_all()?;
        Ok(())
    }

    /// The final paths, in the order the files were added.
    pub fn targets(&self) -> impl Iterator<Item = &Path> {
        self.files.iter().map(|(_, t)| t.as_path())
    }

    /// Renames every temporary to its final name (replacing an older file of that name) and
    /// syncs the directory. A rename can only fail midway on an I/O error of the file system
    /// itself; the temporaries not yet renamed are then removed.
    pub fn commit(mut self) -> io::Result<Vec<PathBuf>> {
        self.committed = true;
        let mut done = Vec::with_capacity(self.files.len());
        while !self.files.is_empty() {
            let (tmp, target) = self.files.remove(0);
            if let Err(e) = fs::rename(&tmp, &target) {
                let _ = fs::remove_file(&tmp);
                return Err(e);
            }
            done.push(target);
        }
        // Make the renames durable; best effort (the files are already complete and in place).
        #[cfg(unix)]
        if let Ok(d) = File::open(&self.dir) {
            let _ = d.sync_all();
        }
        Ok(done)
    }
}

impl Drop for PendingFiles {
    fn drop(&mut self) {
        for (tmp, _) in self.files.drain(..) {
            let _ = fs::remove_file(tmp);
        }
        if !self.committed {
            // remove_dir only removes an empty directory.
            for d in &self.created {
                let _ = fs::remove_dir(d);
            }
        }
    }
}

/// Largest input file read: every FIPS 203 key or ciphertext is far smaller (≤ 3168 bytes).
pub const MAX_INPUT_LEN: u64 = 1 << 20;

/// Why an input file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{0}")]
    Io(#[from] io::Error),
    #[error("larger than {MAX_INPUT_LEN} bytes")]
    TooLarge,
}

/// Reads a whole input file of at most [`MAX_INPUT_LEN`] bytes into `buf` (empty).
pub fn read_input(path: &Path, buf: &mut Vec<u8>) -> Result<(), ReadError> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(io::Error::new(io::ErrorKind::IsADirectory, "is a directory").into());
    }
    // Room for the whole file up front: growing the buffer would leave copies of a secret
    // key in freed memory, out of reach of `Zeroizing`.
    buf.reserve(meta.len().min(MAX_INPUT_LEN) as usize + 1);
    file.take(MAX_INPUT_LEN + 1).read_to_end(buf)?;
    if buf.len() as u64 > MAX_INPUT_LEN {
        return Err(ReadError::TooLarge);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("mlkem-fpga-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn commit_renames_and_drop_cleans_up() {
        let dir = scratch("commit");
        let mut p = PendingFiles::new(&dir.join("sub")).unwrap();
        p.add("a.bin", b"public", false).unwrap();
        p.add("b.bin", b"secret", true).unwrap();
        let written = p.commit().unwrap();
        assert_eq!(written.len(), 2);
        assert_eq!(fs::read(dir.join("sub/b.bin")).unwrap(), b"secret");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(dir.join("sub/b.bin"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }

        // Dropped before commit: no file, and the directories it created are gone again.
        let mut p = PendingFiles::new(&dir.join("dropped/deeper")).unwrap();
        p.add("a.bin", b"x", false).unwrap();
        drop(p);
        assert!(!dir.join("dropped").exists());
        // A directory that existed before stays.
        let mut p = PendingFiles::new(&dir.join("sub")).unwrap();
        p.add("c.bin", b"x", false).unwrap();
        drop(p);
        assert_eq!(fs::read_dir(dir.join("sub")).unwrap().count(), 2);
        fs::remove_dir_all(&dir).unwrap();
    }
}
