import os
from typing import Any, Optional, Sequence, Union

DEFAULT_PART_BYTES: int
DEFAULT_RATE_PART_BYTES: int

def run(client: Any, command: str, inputs: Union[str, os.PathLike, Sequence[Union[str, os.PathLike]]],
        output: str, *, args: Sequence[str] = ..., parts: Optional[int] = None,
        part_bytes: Optional[int] = None, threads: int = 1, parts_dir: Optional[str] = None,
        keep_parts: bool = False, retries: int = 3) -> str: ...
def run_generate(client: Any, count: int, output: str, *, seed: int = 0,
                 parts: Optional[int] = None, threads: int = 1, parts_dir: Optional[str] = None,
                 keep_parts: bool = False, retries: int = 3, **options: Any) -> str: ...
def shard_task(nonet: str, command: str, args: list, inputs: list, index: int, count: int,
               part: str, threads: int, stats: Optional[str] = None) -> str: ...
def split(client: Any, path: Union[str, os.PathLike], parts: Union[str, dict[str, float]] = ...,
          *, seed: int = 0, stratify: Union[str, int, None] = None,
          bands: Optional[Sequence[float]] = None, prefix: Optional[str] = None,
          tasks: Optional[int] = None, threads: int = 1, parts_dir: Optional[str] = None,
          retries: int = 3) -> dict[str, str]: ...
def overlap(client: Any, inputs: Union[str, os.PathLike, Sequence[Union[str, os.PathLike]]],
            output: str, *, within: bool = False, threads: int = 1,
            parts_dir: Optional[str] = None, retries: int = 3) -> dict[str, Any]: ...
