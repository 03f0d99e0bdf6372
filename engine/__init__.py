"""judge-engine: asynchronous, high-throughput batch LLM-as-a-judge on local models through vLLM.

Importing this package never imports torch or vLLM; backends load them lazily.
"""

__version__ = "0.1.0"
