"""What the moldable family's exact models share: the chain graph of the attempts (§4.2), the
check of an allotment DAG, each instance's chain lengths and the size limit of the allotment
models.

Graph nodes carry ``candidates``: a dict {p: t_v(p)} of allowed processor counts.
"""

from __future__ import annotations

from collections.abc import Hashable

import networkx as nx
import numpy as np

from resched.errors import ReschedError
from resched.moldable.instance.document import MoldableInstance
from resched.moldable.instance.jobs import JobSet

MAX_BINARIES = 100_000
"""The allotment MILP (and its LP) is registered for instances up to this many x_{v,p}
(attempts × candidates; its matrix is built in milliseconds, 60k binaries solve in seconds)."""


def chain_lengths(instance: MoldableInstance) -> np.ndarray:
    """f_j + 1: the attempts of each job under the instance's scenario."""
    return instance.scenario + 1


def allotment_size(instance: MoldableInstance) -> int:
    """Binaries x_{v,p} of the allotment MILP: Σ_j (f_j + 1)·|Pareto set of j|."""
    counts = instance.jobset.pareto.start[1:] - instance.jobset.pareto.start[:-1]
    return int((counts * chain_lengths(instance)).sum())


def allotment_applies(instance: MoldableInstance) -> str | None:
    """``None`` when the allotment models are registered for the instance, else why not."""
    size = allotment_size(instance)
    return None if size <= MAX_BINARIES else f"{size:,} binaries > {MAX_BINARIES:,}"


def chain_graph(jobs: JobSet, lengths: np.ndarray) -> nx.DiGraph:
    """Node (j, m) = attempt m of job j with its Pareto candidates; edges (j, m) → (j, m+1)."""
    graph: nx.DiGraph[tuple[int, int]] = nx.DiGraph()
    for j in range(jobs.n):
        p, t, _ = jobs.pareto.of(j)
        candidates = dict(zip(p.tolist(), t.tolist()))
        for m in range(int(lengths[j])):
            graph.add_node((j, m), candidates=candidates)
            if m:
                graph.add_edge((j, m - 1), (j, m))
    return graph


def indexed_graph(graph: nx.DiGraph, P: int) -> tuple[list[Hashable], dict[Hashable, int], list[tuple[int, int]]]:
    """The nodes of an allotment DAG (checked: acyclic, candidates {p: t} with 1 ≤ p ≤ P, t > 0),
    their positions and the edges as position pairs."""
    if not nx.is_directed_acyclic_graph(graph):
        raise ReschedError("the allotment graph must be a DAG")
    nodes = list(graph.nodes)
    index = {v: k for k, v in enumerate(nodes)}
    for v in nodes:
        cand = graph.nodes[v].get("candidates")
        if not cand or any(not 1 <= int(p) <= P or not t > 0 for p, t in cand.items()):
            raise ReschedError(f"node {v!r} needs candidates {{p: t}} with 1 ≤ p ≤ P={P} and t > 0")
    edges = [(index[u], index[v]) for u, v in graph.edges]
    return nodes, index, edges
