"""Prefill accounting: the prompt trie's distinct tokens, the lower bound on prefill work."""


def test_prompt_trie_counts_distinct_prefix_tokens():
    from judge_engine.backends.prefill import PromptTrie

    t = PromptTrie()
    # trie of [1 2 3 4], [1 2 3 5], [1 2 9], [7], [1 2 3 4] (duplicate): nodes 1,2,3,4,5,9,7 = 7
    for ids in ([1, 2, 3, 4], [1, 2, 3, 5], [1, 2, 9], [7], [1, 2, 3, 4]):
        t.add(ids)
    assert t.distinct_tokens() == 7
    # token ids above 255 keep their order (big-endian bytes): [256, 1] and [1, 256] share nothing
    t = PromptTrie()
    t.add([256, 1])
    t.add([1, 256])
    t.add([256, 2])
    assert t.distinct_tokens() == 2 + 2 + 1
    small = PromptTrie(max_tokens=3)
    small.add([1, 2, 3, 4])
    assert small.distinct_tokens() is None
