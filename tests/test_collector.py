"""kg.collector: the cyclic garbage collector is paused inside and restored after, errors included."""

import gc

import pytest

from kg import collector
from kg.graph import build_graph
from kg.resolve import resolve


@pytest.mark.parametrize("enabled", [True, False])
def test_collector_paused_restores_the_previous_state_after_an_error(enabled):
    (gc.enable if enabled else gc.disable)()
    try:
        with pytest.raises(ValueError), collector.paused():
            assert not gc.isenabled()
            raise ValueError("boom")
        assert gc.isenabled() is enabled
    finally:
        gc.enable()


@pytest.mark.parametrize("stage, args", [(resolve, ([],)), (build_graph, ([], [], resolve([])))])
def test_collector_resolve_and_graph_run_paused(monkeypatch, stage, args):
    calls = []
    real_disable = gc.disable

    def disable():
        calls.append("disable")
        real_disable()

    monkeypatch.setattr(gc, "disable", disable)
    stage(*args)
    assert calls == ["disable"]
    assert gc.isenabled()
