"""`kg build` on bad input and unwritable output: a message naming the file and the problem, a non-zero exit
code for fatal problems, warnings plus a summary count for skipped files, and never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app

GOOD = "ICML 2026 Papers\n\nWe propose FooNet, a framework for image fusion. It improves accuracy by 3% on ImageNet.\n"
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64)
FAST = ["--no-cache", "--jobs", "1", "--format", "turtle"]


def _kg(*args: str | Path) -> "Result":
    result = CliRunner().invoke(app, ["build", *map(str, args)])
    assert "Traceback" not in result.output + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.txt").write_text(GOOD, encoding="utf-8")
    return folder


def test_cli_missing_input_exits_2_naming_it(tmp_path, corpus):
    result = _kg(corpus, tmp_path / "typo.txt", "-o", tmp_path / "out", *FAST)
    assert result.exit_code == 2
    assert result.stderr == f"kg: error: {tmp_path / 'typo.txt'}: no such file or folder\n"
    assert not (tmp_path / "out").exists()


def test_cli_binary_file_in_folder_is_skipped_with_warning_and_counted(tmp_path, corpus):
    (corpus / "figure.txt").write_bytes(PNG)
    result = _kg(corpus, "-o", tmp_path / "out", *FAST)
    assert result.exit_code == 0
    assert f"kg: warning: {corpus / 'figure.txt'}: looks like a PNG image, not text; skipped\n" in result.stderr
    assert "1 papers" in result.stdout and "1 warning(s) (1 file(s) skipped)" in result.stdout
    assert (tmp_path / "out" / "graph.ttl").is_file()


@pytest.mark.parametrize("name, data, message", [
    ("figure.txt", PNG, "looks like a PNG image, not text"),
    ("empty.txt", b"", "no abstracts found (empty file)"),
    ("header.txt", b"NeurIPS 2023\n", "no abstracts found (header only)"),
    ("latin1.txt", "ICML 2026\n\nCaf\u00e9 society.\n".encode("latin-1"), "not valid UTF-8: 1 byte(s) read as "
     "Windows-1252 instead (first at byte offset 14, line 3: b'\\xe9')"),
    ("noheader.txt", b"Just an abstract without a header.\n", "no header line"),
], ids=["binary", "empty", "header-only", "latin-1", "no-header"])
def test_cli_strict_makes_each_problem_fatal(tmp_path, corpus, name, data, message):
    (corpus / name).write_bytes(data)
    lenient = _kg(corpus, "-o", tmp_path / "lenient", *FAST)
    assert lenient.exit_code == 0 and message in lenient.stderr
    strict = _kg(corpus, "-o", tmp_path / "strict", "--strict", *FAST)
    assert strict.exit_code == 2
    assert strict.stderr.startswith(f"kg: error: {corpus / name}: ") and message in strict.stderr
    assert not (tmp_path / "strict").exists()  # a fatal input problem stops before anything is written


def test_cli_inputs_without_abstracts_exit_2_and_keep_previous_exports(tmp_path, corpus):
    out = tmp_path / "out"
    assert _kg(corpus, "-o", out, *FAST).exit_code == 0
    before = (out / "graph.ttl").read_bytes()
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "e.txt").write_text("\n\n", encoding="utf-8")
    result = _kg(empty, "-o", out, *FAST)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"kg: error: {empty}: no abstracts found (1 file(s) found, 0 skipped")
    assert (out / "graph.ttl").read_bytes() == before


@pytest.mark.parametrize("make_out", [
    pytest.param(lambda tmp: _touch(tmp / "file") / "exports", id="under-a-file"),
    pytest.param(lambda tmp: _touch(tmp / "exports.txt"), id="is-a-file"),
])
def test_cli_unwritable_output_folder_exits_4_before_extracting(tmp_path, corpus, make_out):
    out = make_out(tmp_path)
    result = _kg(corpus, "-o", out, *FAST)
    assert result.exit_code == 4
    assert result.stderr.startswith(f"kg: error: {out}: ")
    assert ("cannot write to the output folder: Not a directory" in result.stderr
            or "output folder is an existing file, not a folder" in result.stderr)


def _touch(path: Path) -> Path:
    path.write_text("not a folder", encoding="utf-8")
    return path


def test_cli_megabyte_paragraph_is_skipped_and_the_build_goes_on(tmp_path, corpus):
    (corpus / "dump.txt").write_text("ICML 2026\n\n" + "token " * 180_000 + "\n", encoding="utf-8")
    result = _kg(corpus, "-o", tmp_path / "out", *FAST)
    assert result.exit_code == 0
    assert f"kg: warning: {corpus / 'dump.txt'}: paragraph 1 (line 3) has 1,079,999 characters" in result.stderr
    assert "1 paragraph(s) skipped" in result.stdout


def test_cli_unexpected_error_is_one_line_with_exit_70(monkeypatch, capsys, corpus, tmp_path):
    import kg.build
    import kg.cli

    def boom(*args, **kwargs):
        raise RuntimeError("something broke")

    monkeypatch.setattr(kg.build, "build", boom)
    monkeypatch.setattr(sys, "argv", ["kg", "build", str(corpus), "-o", str(tmp_path / "out")])
    with pytest.raises(SystemExit) as exit_:
        kg.cli.main()
    assert exit_.value.code == 70
    err = capsys.readouterr().err
    assert err == "kg: internal error: RuntimeError: something broke (set KG_DEBUG=1 for the traceback)\n"


@pytest.mark.parametrize("args, code, message", [
    (["{tmp}/missing.txt"], 2, "kg: error: {tmp}/missing.txt: no such file or folder"),
    (["{corpus}", "-o", "{corpus}/a.txt/out"], 4, "kg: error: {corpus}/a.txt/out: cannot write to the output folder"),
], ids=["missing-input", "unwritable-output"])
def test_cli_console_script_prints_no_traceback(tmp_path, corpus, args, code, message):
    fill = {"tmp": tmp_path, "corpus": corpus}
    proc = subprocess.run([sys.executable, "-m", "kg.cli", "build", *(a.format(**fill) for a in args), *FAST],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == code, proc.stderr
    assert proc.stderr.startswith(message.format(**fill))
    assert "Traceback" not in proc.stderr and proc.stdout == ""


@pytest.mark.parametrize("args, code, message", [
    (["tasks", "--data", "{tmp}/labelled"], 2, "no corpus files (*.txt) in the folder"),
    (["tasks", "--data", "{tmp}/absent"], 2, "labelled corpora folder not found"),
    (["tasks", "--data", "{tmp}/labelled", "--corpora", "{tmp}/absent"], 2, "corpora folder not found"),
    (["nothing", "--data", "{tmp}/labelled"], 6,
     "nothing to train called 'nothing' (known: annotated-tasks, common-words, gazetteer, ner, task-acronyms, tasks)"),
    (["annotated-tasks"], 2, "annotated-tasks needs --gold DIR"),
    (["annotated-tasks", "--gold", "{tmp}/absent"], 2, "annotation folder not found"),
    (["annotated-tasks", "--gold", "{tmp}/labelled"], 2, "no annotated abstracts"),
])
def test_cli_train_bad_data_exits_naming_the_problem(monkeypatch, capsys, tmp_path, args, code, message):
    import kg.cli

    (tmp_path / "labelled").mkdir()
    out = tmp_path / "out.csv"
    argv = [a.format(tmp=tmp_path) for a in args]
    monkeypatch.setattr(sys, "argv", ["kg", "train", *argv, "-o", str(out)])
    with pytest.raises(SystemExit) as exit_:
        kg.cli.main()
    assert exit_.value.code == code
    err = capsys.readouterr().err
    assert err.startswith("kg: error: ") and message in err and "Traceback" not in err
    assert not out.exists()
