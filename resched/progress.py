"""What long generic work reports its progress to: a :class:`ProgressBar` (rich's ``Progress``
on a terminal, :class:`Silent` elsewhere), so that the library layers never import a display
library."""

from __future__ import annotations

from types import TracebackType
from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    from rich.progress import TaskID


class ProgressBar(Protocol):
    """The part of ``rich.progress.Progress`` that resched's long loops use (a context manager
    that shows the bar while it is entered)."""

    def __enter__(self) -> ProgressBar: ...

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None, /
    ) -> None: ...

    def add_task(self, description: str, *, total: float | None = ..., completed: int = ...) -> TaskID: ...

    def advance(self, task_id: TaskID, advance: float = ...) -> None: ...

    def update(self, task_id: TaskID, *, description: str | None = ...) -> None: ...


class Spinner(Protocol):
    """A spinner shown while one long step runs (``rich.status.Status``)."""

    def __enter__(self) -> Spinner: ...

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None, /
    ) -> None: ...

    def update(self, status: str) -> None: ...


class Silent:
    """A progress bar's or spinner's stand-in when standard error is not a terminal."""

    def __enter__(self) -> Silent:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, *args: object, **kwargs: object) -> None:
        return None

    def add_task(self, *args: object, **kwargs: object) -> TaskID:
        return cast("TaskID", 0)

    def advance(self, *args: object, **kwargs: object) -> None:
        return None
