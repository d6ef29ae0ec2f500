; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 4
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 2
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 1
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i32, i32* %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i16, i16* %0, i32 %1
  %5 = load i16, i16* %4, align 2, !tbaa !7
  %6 = trunc i32 %2 to i16
  %7 = add i16 %5, %6
  store i16 %7, i16* %4, align 2, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, i8* %0, i32 %1
  %5 = load i8, i8* %4, align 1, !tbaa !9
  %6 = trunc i32 %2 to i8
  %7 = xor i8 %5, %6
  store i8 %7, i8* %4, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 1
  %8 = load i16, i16* %7, align 4, !tbaa !12
  %9 = trunc i32 %2 to i16
  %10 = sub i16 %8, %9
  store i16 %10, i16* %7, align 4, !tbaa !12
  %11 = and i32 %2, 7
  %12 = shl i32 1, %11
  %13 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 2
  %14 = load i8, i8* %13, align 2, !tbaa !13
  %15 = trunc i32 %12 to i8
  %16 = or i8 %14, %15
  store i8 %16, i8* %13, align 2, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !3
  %7 = add nsw i32 %1, 1
  %8 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %7
  %9 = load i32, i32* %8, align 4, !tbaa !3
  %10 = xor i32 %9, %2
  store i32 %10, i32* %8, align 4, !tbaa !3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = load i32, i32* %0, align 4
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %5, %4 ], [ %12, %7 ]
  %9 = phi i32 [ 1, %4 ], [ %13, %7 ]
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !3
  %12 = add nsw i32 %8, %11
  store i32 %12, i32* %10, align 4, !tbaa !3
  %13 = add nuw nsw i32 %9, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %6, label %7, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %9

1:                                                ; preds = %61, %1
  %2 = phi i32 [ %62, %61 ], [ %6, %1 ]
  %3 = phi i32 [ 1, %61 ], [ %7, %1 ]
  %4 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = add nsw i32 %2, %5
  store i32 %6, i32* %4, align 4, !tbaa !3
  %7 = add nuw nsw i32 %3, 1
  %8 = icmp eq i32 %7, 64
  br i1 %8, label %63, label %1, !llvm.loop !14

9:                                                ; preds = %0, %9
  %10 = phi i32 [ -1831433054, %0 ], [ %17, %9 ]
  %11 = phi i32 [ 0, %0 ], [ %59, %9 ]
  %12 = shl i32 %10, 13
  %13 = xor i32 %12, %10
  %14 = lshr i32 %13, 17
  %15 = xor i32 %14, %13
  %16 = shl i32 %15, 5
  %17 = xor i32 %16, %15
  %18 = and i32 %17, 63
  %19 = lshr i32 %17, 8
  %20 = and i32 %19, 255
  %21 = add nsw i32 %20, -128
  %22 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %18
  %23 = load i32, i32* %22, align 4, !tbaa !3
  %24 = add nsw i32 %23, %21
  store i32 %24, i32* %22, align 4, !tbaa !3
  %25 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %18
  %26 = load i16, i16* %25, align 2, !tbaa !7
  %27 = trunc i32 %21 to i16
  %28 = add i16 %26, %27
  store i16 %28, i16* %25, align 2, !tbaa !7
  %29 = lshr i32 %17, 24
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %18
  %31 = load i8, i8* %30, align 1, !tbaa !9
  %32 = trunc i32 %29 to i8
  %33 = xor i8 %31, %32
  store i8 %33, i8* %30, align 1, !tbaa !9
  %34 = lshr i32 %17, 6
  %35 = and i32 %34, 31
  %36 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %35, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !10
  %38 = add nsw i32 %37, %21
  store i32 %38, i32* %36, align 4, !tbaa !10
  %39 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %35, i32 1
  %40 = load i16, i16* %39, align 4, !tbaa !12
  %41 = sub i16 %40, %27
  store i16 %41, i16* %39, align 4, !tbaa !12
  %42 = and i32 %19, 7
  %43 = shl i32 1, %42
  %44 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %35, i32 2
  %45 = load i8, i8* %44, align 2, !tbaa !13
  %46 = trunc i32 %43 to i8
  %47 = or i8 %45, %46
  store i8 %47, i8* %44, align 2, !tbaa !13
  %48 = lshr i32 %17, 11
  %49 = urem i32 %48, 12
  %50 = lshr i32 %17, 15
  %51 = urem i32 %50, 19
  %52 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %49, i32 %51
  %53 = load i32, i32* %52, align 4, !tbaa !3
  %54 = add nsw i32 %53, %21
  store i32 %54, i32* %52, align 4, !tbaa !3
  %55 = add nuw nsw i32 %51, 1
  %56 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %49, i32 %55
  %57 = load i32, i32* %56, align 4, !tbaa !3
  %58 = xor i32 %57, %21
  store i32 %58, i32* %56, align 4, !tbaa !3
  %59 = add nuw nsw i32 %11, 1
  %60 = icmp eq i32 %59, 900
  br i1 %60, label %61, label %9, !llvm.loop !17

61:                                               ; preds = %9
  %62 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), align 4
  br label %1

63:                                               ; preds = %1, %63
  %64 = phi i32 [ %80, %63 ], [ 0, %1 ]
  %65 = phi i32 [ %79, %63 ], [ -2128831035, %1 ]
  %66 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %64
  %67 = load i32, i32* %66, align 4, !tbaa !3
  %68 = xor i32 %67, %65
  %69 = mul i32 %68, 16777619
  %70 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %64
  %71 = load i16, i16* %70, align 2, !tbaa !7
  %72 = zext i16 %71 to i32
  %73 = xor i32 %69, %72
  %74 = mul i32 %73, 16777619
  %75 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %64
  %76 = load i8, i8* %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = xor i32 %74, %77
  %79 = mul i32 %78, 16777619
  %80 = add nuw nsw i32 %64, 1
  %81 = icmp eq i32 %80, 64
  br i1 %81, label %82, label %63, !llvm.loop !18

82:                                               ; preds = %63, %82
  %83 = phi i32 [ %99, %82 ], [ 0, %63 ]
  %84 = phi i32 [ %98, %82 ], [ %79, %63 ]
  %85 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %83, i32 0
  %86 = load i32, i32* %85, align 4, !tbaa !10
  %87 = xor i32 %86, %84
  %88 = mul i32 %87, 16777619
  %89 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %83, i32 1
  %90 = load i16, i16* %89, align 4, !tbaa !12
  %91 = zext i16 %90 to i32
  %92 = xor i32 %88, %91
  %93 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %83, i32 2
  %94 = load i8, i8* %93, align 2, !tbaa !13
  %95 = zext i8 %94 to i32
  %96 = shl nuw nsw i32 %95, 16
  %97 = xor i32 %92, %96
  %98 = mul i32 %97, 16777619
  %99 = add nuw nsw i32 %83, 1
  %100 = icmp eq i32 %99, 32
  br i1 %100, label %101, label %82, !llvm.loop !19

101:                                              ; preds = %82, %106
  %102 = phi i32 [ %107, %106 ], [ 0, %82 ]
  %103 = phi i32 [ %115, %106 ], [ %98, %82 ]
  br label %109

104:                                              ; preds = %106
  %105 = and i32 %115, 2147483647
  ret i32 %105

106:                                              ; preds = %109
  %107 = add nuw nsw i32 %102, 1
  %108 = icmp eq i32 %107, 12
  br i1 %108, label %104, label %101, !llvm.loop !20

109:                                              ; preds = %101, %109
  %110 = phi i32 [ 0, %101 ], [ %116, %109 ]
  %111 = phi i32 [ %103, %101 ], [ %115, %109 ]
  %112 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %102, i32 %110
  %113 = load i32, i32* %112, align 4, !tbaa !3
  %114 = xor i32 %113, %111
  %115 = mul i32 %114, 16777619
  %116 = add nuw nsw i32 %110, 1
  %117 = icmp eq i32 %116, 20
  br i1 %117, label %106, label %109, !llvm.loop !21
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = !{!5, !5, i64 0}
!10 = !{!11, !4, i64 0}
!11 = !{!"cell", !4, i64 0, !8, i64 4, !5, i64 6}
!12 = !{!11, !8, i64 4}
!13 = !{!11, !5, i64 6}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
