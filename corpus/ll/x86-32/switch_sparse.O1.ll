; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@probes = internal unnamed_addr constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 4
@text = internal unnamed_addr constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 1
@wides = internal unnamed_addr constant [10 x i64] [i64 -5000000000, i64 4294967296, i64 4294967295, i64 1, i64 -1, i64 78187493530, i64 0, i64 -4294967295, i64 305419896, i64 1177699121306], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !3
  br label %2

2:                                                ; preds = %0, %7
  %3 = phi i32 [ 0, %0 ], [ %8, %7 ]
  %4 = phi i32 [ %1, %0 ], [ %34, %7 ]
  %5 = and i32 %3, 1
  br label %10

6:                                                ; preds = %7
  store i32 %34, i32* @h, align 4, !tbaa !3
  br label %38

7:                                                ; preds = %31
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 30
  br i1 %9, label %6, label %2, !llvm.loop !7

10:                                               ; preds = %2, %31
  %11 = phi i32 [ 0, %2 ], [ %35, %31 ]
  %12 = phi i32 [ %4, %2 ], [ %34, %31 ]
  %13 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %11
  %14 = load i32, i32* %13, align 4, !tbaa !3
  %15 = add nsw i32 %14, %5
  switch i32 %15, label %30 [
    i32 -100000, label %31
    i32 -4096, label %16
    i32 -7, label %17
    i32 -1, label %18
    i32 0, label %19
    i32 3, label %20
    i32 64, label %21
    i32 65, label %22
    i32 66, label %23
    i32 67, label %24
    i32 1000, label %25
    i32 4096, label %26
    i32 65536, label %27
    i32 1000000, label %28
    i32 2147483632, label %29
  ]

16:                                               ; preds = %10
  br label %31

17:                                               ; preds = %10
  br label %31

18:                                               ; preds = %10
  br label %31

19:                                               ; preds = %10
  br label %31

20:                                               ; preds = %10
  br label %31

21:                                               ; preds = %10
  br label %31

22:                                               ; preds = %10
  br label %31

23:                                               ; preds = %10
  br label %31

24:                                               ; preds = %10
  br label %31

25:                                               ; preds = %10
  br label %31

26:                                               ; preds = %10
  br label %31

27:                                               ; preds = %10
  br label %31

28:                                               ; preds = %10
  br label %31

29:                                               ; preds = %10
  br label %31

30:                                               ; preds = %10
  br label %31

31:                                               ; preds = %10, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30
  %32 = phi i32 [ 0, %30 ], [ 15, %29 ], [ 14, %28 ], [ 13, %27 ], [ 12, %26 ], [ 11, %25 ], [ 10, %24 ], [ 9, %23 ], [ 8, %22 ], [ 7, %21 ], [ 6, %20 ], [ 5, %19 ], [ 4, %18 ], [ 3, %17 ], [ 2, %16 ], [ 1, %10 ]
  %33 = xor i32 %12, %32
  %34 = mul i32 %33, 16777619
  %35 = add nuw nsw i32 %11, 1
  %36 = icmp eq i32 %35, 24
  br i1 %36, label %7, label %10, !llvm.loop !10

37:                                               ; preds = %63
  store i32 %66, i32* @h, align 4, !tbaa !3
  br label %74

38:                                               ; preds = %6, %63
  %39 = phi i32 [ 0, %6 ], [ %67, %63 ]
  %40 = phi i32 [ 12345, %6 ], [ %43, %63 ]
  %41 = phi i32 [ %34, %6 ], [ %66, %63 ]
  %42 = mul i32 %40, 1103515245
  %43 = add i32 %42, 12345
  %44 = lshr i32 %43, 1
  %45 = urem i32 %44, 70
  switch i32 %45, label %51 [
    i32 64, label %47
    i32 65, label %48
    i32 66, label %49
    i32 67, label %50
    i32 0, label %52
    i32 3, label %46
  ]

46:                                               ; preds = %38
  br label %52

47:                                               ; preds = %38
  br label %52

48:                                               ; preds = %38
  br label %52

49:                                               ; preds = %38
  br label %52

50:                                               ; preds = %38
  br label %52

51:                                               ; preds = %38
  br label %52

52:                                               ; preds = %38, %46, %47, %48, %49, %50, %51
  %53 = phi i32 [ 0, %51 ], [ 10, %50 ], [ 9, %49 ], [ 8, %48 ], [ 7, %47 ], [ 6, %46 ], [ 5, %38 ]
  %54 = xor i32 %41, %53
  %55 = mul i32 %54, 16777619
  %56 = lshr i32 %43, 3
  %57 = urem i32 %56, 600
  %58 = trunc i32 %57 to i16
  switch i16 %58, label %62 [
    i16 21, label %63
    i16 22, label %63
    i16 23, label %63
    i16 25, label %59
    i16 110, label %59
    i16 143, label %59
    i16 80, label %60
    i16 443, label %60
    i16 53, label %61
  ]

59:                                               ; preds = %52, %52, %52
  br label %63

60:                                               ; preds = %52, %52
  br label %63

61:                                               ; preds = %52
  br label %63

62:                                               ; preds = %52
  br label %63

63:                                               ; preds = %52, %52, %52, %59, %60, %61, %62
  %64 = phi i32 [ 6, %62 ], [ 4, %61 ], [ 3, %60 ], [ 2, %59 ], [ 1, %52 ], [ 1, %52 ], [ 1, %52 ]
  %65 = xor i32 %64, %55
  %66 = mul i32 %65, 16777619
  %67 = add nuw nsw i32 %39, 1
  %68 = icmp eq i32 %67, 600
  br i1 %68, label %37, label %38, !llvm.loop !11

69:                                               ; preds = %85
  %70 = xor i32 %88, 3
  %71 = mul i32 %70, 16777619
  %72 = xor i32 %71, 5
  %73 = mul i32 %72, 16777619
  store i32 %73, i32* @h, align 4, !tbaa !3
  br label %91

74:                                               ; preds = %37, %85
  %75 = phi i32 [ 0, %37 ], [ %89, %85 ]
  %76 = phi i32 [ %66, %37 ], [ %88, %85 ]
  %77 = trunc i32 %75 to i16
  switch i16 %77, label %82 [
    i16 21, label %85
    i16 22, label %85
    i16 23, label %85
    i16 25, label %78
    i16 110, label %78
    i16 143, label %78
    i16 80, label %79
    i16 443, label %79
    i16 8080, label %79
    i16 53, label %80
    i16 -1, label %81
  ]

78:                                               ; preds = %74, %74, %74
  br label %85

79:                                               ; preds = %74, %74, %74
  br label %85

80:                                               ; preds = %74
  br label %85

81:                                               ; preds = %74
  br label %85

82:                                               ; preds = %74
  %83 = icmp ult i16 %77, 1024
  %84 = select i1 %83, i32 6, i32 7
  br label %85

85:                                               ; preds = %74, %74, %74, %78, %79, %80, %81, %82
  %86 = phi i32 [ %84, %82 ], [ 5, %81 ], [ 4, %80 ], [ 3, %79 ], [ 2, %78 ], [ 1, %74 ], [ 1, %74 ], [ 1, %74 ]
  %87 = xor i32 %76, %86
  %88 = mul i32 %87, 16777619
  %89 = add nuw nsw i32 %75, 997
  %90 = icmp ult i32 %75, 69003
  br i1 %90, label %74, label %69, !llvm.loop !12

91:                                               ; preds = %69, %96
  %92 = phi i32 [ 0, %69 ], [ %97, %96 ]
  %93 = phi i32 [ %73, %69 ], [ %109, %96 ]
  %94 = and i32 %92, 3
  br label %99

95:                                               ; preds = %96
  store i32 %109, i32* @h, align 4, !tbaa !3
  br label %114

96:                                               ; preds = %105
  %97 = add nuw nsw i32 %92, 1
  %98 = icmp eq i32 %97, 6
  br i1 %98, label %95, label %91, !llvm.loop !13

99:                                               ; preds = %91, %105
  %100 = phi i32 [ 0, %91 ], [ %110, %105 ]
  %101 = phi i32 [ %93, %91 ], [ %109, %105 ]
  %102 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %100
  %103 = load i8, i8* %102, align 1, !tbaa !14
  switch i8 %103, label %104 [
    i8 32, label %105
    i8 9, label %105
    i8 10, label %105
    i8 44, label %105
    i8 59, label %105
    i8 58, label %105
    i8 46, label %105
    i8 33, label %105
    i8 63, label %105
  ]

104:                                              ; preds = %99
  br label %105

105:                                              ; preds = %99, %99, %99, %99, %99, %99, %99, %99, %99, %104
  %106 = phi i32 [ 0, %104 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ], [ 1, %99 ]
  %107 = shl i32 %106, %94
  %108 = xor i32 %101, %107
  %109 = mul i32 %108, 16777619
  %110 = add nuw nsw i32 %100, 1
  %111 = icmp eq i32 %110, 65
  br i1 %111, label %96, label %99, !llvm.loop !15

112:                                              ; preds = %125
  store i32 %128, i32* @h, align 4, !tbaa !3
  %113 = and i32 %128, 2147483647
  ret i32 %113

114:                                              ; preds = %95, %125
  %115 = phi i32 [ 0, %95 ], [ %129, %125 ]
  %116 = phi i32 [ %109, %95 ], [ %128, %125 ]
  %117 = getelementptr inbounds [10 x i64], [10 x i64]* @wides, i32 0, i32 %115
  %118 = load i64, i64* %117, align 8, !tbaa !16
  switch i64 %118, label %124 [
    i64 -5000000000, label %125
    i64 4294967296, label %119
    i64 4294967295, label %120
    i64 1, label %121
    i64 -1, label %122
    i64 78187493530, label %123
  ]

119:                                              ; preds = %114
  br label %125

120:                                              ; preds = %114
  br label %125

121:                                              ; preds = %114
  br label %125

122:                                              ; preds = %114
  br label %125

123:                                              ; preds = %114
  br label %125

124:                                              ; preds = %114
  br label %125

125:                                              ; preds = %114, %119, %120, %121, %122, %123, %124
  %126 = phi i32 [ 0, %124 ], [ 6, %123 ], [ 5, %122 ], [ 4, %121 ], [ 3, %120 ], [ 2, %119 ], [ 1, %114 ]
  %127 = xor i32 %116, %126
  %128 = mul i32 %127, 16777619
  %129 = add nuw nsw i32 %115, 1
  %130 = icmp eq i32 %129, 10
  br i1 %130, label %112, label %114, !llvm.loop !18
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !8, !9}
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
!14 = !{!5, !5, i64 0}
!15 = distinct !{!15, !8, !9}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !5, i64 0}
!18 = distinct !{!18, !8, !9}
