; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i32 noundef 0, i32 noundef 160) #2
  br label %2

2:                                                ; preds = %15, %0
  %3 = phi i32 [ 1, %0 ], [ %16, %15 ]
  %4 = phi i32 [ 1, %0 ], [ %17, %15 ]
  %5 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), %0 ], [ %18, %15 ]
  %6 = load i8, i8* %5, align 1, !tbaa !3
  switch i8 %6, label %13 [
    i8 0, label %19
    i8 47, label %7
    i8 35, label %9
  ]

7:                                                ; preds = %2
  %8 = add nsw i32 %3, 1
  br label %15

9:                                                ; preds = %2
  %10 = srem i32 %3, 10
  %11 = srem i32 %4, 16
  %12 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %10, i32 %11
  store i8 1, i8* %12, align 1, !tbaa !3
  br label %13

13:                                               ; preds = %9, %2
  %14 = add nsw i32 %4, 1
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %8, %7 ], [ %3, %13 ]
  %17 = phi i32 [ 1, %7 ], [ %14, %13 ]
  %18 = getelementptr inbounds i8, i8* %5, i32 1
  br label %2, !llvm.loop !6

19:                                               ; preds = %2, %32
  %20 = phi i32 [ %33, %32 ], [ 2, %2 ]
  %21 = phi i32 [ %34, %32 ], [ 11, %2 ]
  %22 = phi i8* [ %35, %32 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), %2 ]
  %23 = load i8, i8* %22, align 1, !tbaa !3
  switch i8 %23, label %30 [
    i8 0, label %36
    i8 47, label %24
    i8 35, label %26
  ]

24:                                               ; preds = %19
  %25 = add nsw i32 %20, 1
  br label %32

26:                                               ; preds = %19
  %27 = srem i32 %20, 10
  %28 = srem i32 %21, 16
  %29 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %27, i32 %28
  store i8 1, i8* %29, align 1, !tbaa !3
  br label %30

30:                                               ; preds = %26, %19
  %31 = add nsw i32 %21, 1
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi i32 [ %25, %24 ], [ %20, %30 ]
  %34 = phi i32 [ 11, %24 ], [ %31, %30 ]
  %35 = getelementptr inbounds i8, i8* %22, i32 1
  br label %19, !llvm.loop !6

36:                                               ; preds = %19, %49
  %37 = phi i32 [ %50, %49 ], [ 5, %19 ]
  %38 = phi i32 [ %51, %49 ], [ 6, %19 ]
  %39 = phi i8* [ %52, %49 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), %19 ]
  %40 = load i8, i8* %39, align 1, !tbaa !3
  switch i8 %40, label %47 [
    i8 0, label %53
    i8 47, label %41
    i8 35, label %43
  ]

41:                                               ; preds = %36
  %42 = add nsw i32 %37, 1
  br label %49

43:                                               ; preds = %36
  %44 = srem i32 %37, 10
  %45 = srem i32 %38, 16
  %46 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %44, i32 %45
  store i8 1, i8* %46, align 1, !tbaa !3
  br label %47

47:                                               ; preds = %43, %36
  %48 = add nsw i32 %38, 1
  br label %49

49:                                               ; preds = %47, %41
  %50 = phi i32 [ %42, %41 ], [ %37, %47 ]
  %51 = phi i32 [ 6, %41 ], [ %48, %47 ]
  %52 = getelementptr inbounds i8, i8* %39, i32 1
  br label %36, !llvm.loop !6

53:                                               ; preds = %36, %116
  %54 = phi i32 [ %119, %116 ], [ 0, %36 ]
  %55 = phi i32 [ %118, %116 ], [ -2128831035, %36 ]
  br label %57

56:                                               ; preds = %106
  br i1 %62, label %111, label %57, !llvm.loop !9

57:                                               ; preds = %53, %56
  %58 = phi i32 [ %61, %56 ], [ 0, %53 ]
  %59 = add nuw nsw i32 %58, 9
  %60 = urem i32 %59, 10
  %61 = add nuw nsw i32 %58, 1
  %62 = icmp eq i32 %61, 10
  %63 = select i1 %62, i32 0, i32 %61
  br label %64

64:                                               ; preds = %106, %57
  %65 = phi i32 [ 0, %57 ], [ %68, %106 ]
  %66 = add nuw nsw i32 %65, 15
  %67 = and i32 %66, 15
  %68 = add nuw nsw i32 %65, 1
  %69 = and i32 %68, 15
  %70 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %60, i32 %67
  %71 = load i8, i8* %70, align 1, !tbaa !3
  %72 = zext i8 %71 to i32
  %73 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %60, i32 %65
  %74 = load i8, i8* %73, align 1, !tbaa !3
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %75, %72
  %77 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %60, i32 %69
  %78 = load i8, i8* %77, align 1, !tbaa !3
  %79 = zext i8 %78 to i32
  %80 = add nuw nsw i32 %76, %79
  %81 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %58, i32 %67
  %82 = load i8, i8* %81, align 1, !tbaa !3
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %80, %83
  %85 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %58, i32 %69
  %86 = load i8, i8* %85, align 1, !tbaa !3
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %84, %87
  %89 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %67
  %90 = load i8, i8* %89, align 1, !tbaa !3
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %88, %91
  %93 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %65
  %94 = load i8, i8* %93, align 1, !tbaa !3
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %92, %95
  %97 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %69
  %98 = load i8, i8* %97, align 1, !tbaa !3
  %99 = zext i8 %98 to i32
  %100 = add nsw i32 %96, %99
  switch i32 %100, label %105 [
    i32 3, label %106
    i32 2, label %101
  ]

101:                                              ; preds = %64
  %102 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %58, i32 %65
  %103 = load i8, i8* %102, align 1, !tbaa !3
  %104 = icmp ne i8 %103, 0
  br label %106

105:                                              ; preds = %64
  br label %106

106:                                              ; preds = %105, %101, %64
  %107 = phi i1 [ true, %64 ], [ %104, %101 ], [ false, %105 ]
  %108 = zext i1 %107 to i8
  %109 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %58, i32 %65
  store i8 %108, i8* %109, align 1, !tbaa !3
  %110 = icmp eq i32 %68, 16
  br i1 %110, label %56, label %64, !llvm.loop !10

111:                                              ; preds = %56
  %112 = call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 0, i32 0), i32 noundef 160) #2
  br label %113

113:                                              ; preds = %111, %121
  %114 = phi i32 [ 0, %111 ], [ %122, %121 ]
  %115 = phi i32 [ 0, %111 ], [ %130, %121 ]
  br label %124

116:                                              ; preds = %121
  %117 = xor i32 %130, %55
  %118 = mul i32 %117, 16777619
  %119 = add nuw nsw i32 %54, 1
  %120 = icmp eq i32 %119, 9
  br i1 %120, label %133, label %53, !llvm.loop !11

121:                                              ; preds = %124
  %122 = add nuw nsw i32 %114, 1
  %123 = icmp eq i32 %122, 10
  br i1 %123, label %116, label %113, !llvm.loop !12

124:                                              ; preds = %113, %124
  %125 = phi i32 [ 0, %113 ], [ %131, %124 ]
  %126 = phi i32 [ %115, %113 ], [ %130, %124 ]
  %127 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %114, i32 %125
  %128 = load i8, i8* %127, align 1, !tbaa !3
  %129 = zext i8 %128 to i32
  %130 = add i32 %126, %129
  %131 = add nuw nsw i32 %125, 1
  %132 = icmp eq i32 %131, 16
  br i1 %132, label %121, label %124, !llvm.loop !13

133:                                              ; preds = %116, %138
  %134 = phi i32 [ %140, %138 ], [ 0, %116 ]
  %135 = phi i32 [ %153, %138 ], [ %118, %116 ]
  br label %142

136:                                              ; preds = %138
  %137 = and i32 %153, 2147483647
  ret i32 %137

138:                                              ; preds = %142
  %139 = call i32 @putchar(i32 noundef 10) #2
  %140 = add nuw nsw i32 %134, 1
  %141 = icmp eq i32 %140, 10
  br i1 %141, label %136, label %133, !llvm.loop !14

142:                                              ; preds = %133, %142
  %143 = phi i32 [ 0, %133 ], [ %154, %142 ]
  %144 = phi i32 [ %135, %133 ], [ %153, %142 ]
  %145 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %134, i32 %143
  %146 = load i8, i8* %145, align 1, !tbaa !3
  %147 = icmp eq i8 %146, 0
  %148 = select i1 %147, i32 46, i32 35
  %149 = call i32 @putchar(i32 noundef %148) #2
  %150 = load i8, i8* %145, align 1, !tbaa !3
  %151 = zext i8 %150 to i32
  %152 = xor i32 %144, %151
  %153 = mul i32 %152, 16777619
  %154 = add nuw nsw i32 %143, 1
  %155 = icmp eq i32 %154, 16
  br i1 %155, label %138, label %142, !llvm.loop !15
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
