"""Scale-out on Ray: the driver (:mod:`.driver`), its workers (:mod:`.worker`) and the cluster (:mod:`.cluster`)."""
