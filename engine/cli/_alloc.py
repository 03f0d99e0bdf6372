"""Imported first by :mod:`judge_engine.cli`, before anything imports polars: polars' allocator returns
freed pages to the system at once (:func:`judge_engine.envs.polars_return_pages`; issue 21, lower
peak RSS of a long run). ``SET`` says whether this import set ``_RJEM_MALLOC_CONF`` (False: the user's own
setting, or polars imported earlier in this process)."""

from judge_engine.envs import polars_return_pages

SET = polars_return_pages()
