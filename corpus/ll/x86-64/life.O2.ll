; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 0, i64 0), i32 noundef 0, i64 noundef 160) #2
  br label %2

2:                                                ; preds = %17, %0
  %3 = phi i32 [ 1, %0 ], [ %18, %17 ]
  %4 = phi i32 [ 1, %0 ], [ %19, %17 ]
  %5 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), %0 ], [ %20, %17 ]
  %6 = load i8, i8* %5, align 1, !tbaa !2
  switch i8 %6, label %15 [
    i8 0, label %21
    i8 47, label %7
    i8 35, label %9
  ]

7:                                                ; preds = %2
  %8 = add nsw i32 %3, 1
  br label %17

9:                                                ; preds = %2
  %10 = srem i32 %3, 10
  %11 = sext i32 %10 to i64
  %12 = srem i32 %4, 16
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %11, i64 %13
  store i8 1, i8* %14, align 1, !tbaa !2
  br label %15

15:                                               ; preds = %9, %2
  %16 = add nsw i32 %4, 1
  br label %17

17:                                               ; preds = %15, %7
  %18 = phi i32 [ %8, %7 ], [ %3, %15 ]
  %19 = phi i32 [ 1, %7 ], [ %16, %15 ]
  %20 = getelementptr inbounds i8, i8* %5, i64 1
  br label %2, !llvm.loop !5

21:                                               ; preds = %2, %36
  %22 = phi i32 [ %37, %36 ], [ 2, %2 ]
  %23 = phi i32 [ %38, %36 ], [ 11, %2 ]
  %24 = phi i8* [ %39, %36 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %2 ]
  %25 = load i8, i8* %24, align 1, !tbaa !2
  switch i8 %25, label %34 [
    i8 0, label %40
    i8 47, label %26
    i8 35, label %28
  ]

26:                                               ; preds = %21
  %27 = add nsw i32 %22, 1
  br label %36

28:                                               ; preds = %21
  %29 = srem i32 %22, 10
  %30 = sext i32 %29 to i64
  %31 = srem i32 %23, 16
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %30, i64 %32
  store i8 1, i8* %33, align 1, !tbaa !2
  br label %34

34:                                               ; preds = %28, %21
  %35 = add nsw i32 %23, 1
  br label %36

36:                                               ; preds = %34, %26
  %37 = phi i32 [ %27, %26 ], [ %22, %34 ]
  %38 = phi i32 [ 11, %26 ], [ %35, %34 ]
  %39 = getelementptr inbounds i8, i8* %24, i64 1
  br label %21, !llvm.loop !5

40:                                               ; preds = %21, %55
  %41 = phi i32 [ %56, %55 ], [ 5, %21 ]
  %42 = phi i32 [ %57, %55 ], [ 6, %21 ]
  %43 = phi i8* [ %58, %55 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), %21 ]
  %44 = load i8, i8* %43, align 1, !tbaa !2
  switch i8 %44, label %53 [
    i8 0, label %59
    i8 47, label %45
    i8 35, label %47
  ]

45:                                               ; preds = %40
  %46 = add nsw i32 %41, 1
  br label %55

47:                                               ; preds = %40
  %48 = srem i32 %41, 10
  %49 = sext i32 %48 to i64
  %50 = srem i32 %42, 16
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %49, i64 %51
  store i8 1, i8* %52, align 1, !tbaa !2
  br label %53

53:                                               ; preds = %47, %40
  %54 = add nsw i32 %42, 1
  br label %55

55:                                               ; preds = %53, %45
  %56 = phi i32 [ %46, %45 ], [ %41, %53 ]
  %57 = phi i32 [ 6, %45 ], [ %54, %53 ]
  %58 = getelementptr inbounds i8, i8* %43, i64 1
  br label %40, !llvm.loop !5

59:                                               ; preds = %40, %192
  %60 = phi i32 [ %195, %192 ], [ 0, %40 ]
  %61 = phi i32 [ %194, %192 ], [ -2128831035, %40 ]
  br label %64

62:                                               ; preds = %116
  %63 = icmp eq i64 %69, 10
  br i1 %63, label %121, label %64, !llvm.loop !7

64:                                               ; preds = %59, %62
  %65 = phi i64 [ %69, %62 ], [ 0, %59 ]
  %66 = trunc i64 %65 to i8
  %67 = add i8 %66, 9
  %68 = urem i8 %67, 10
  %69 = add nuw nsw i64 %65, 1
  %70 = trunc i64 %69 to i8
  %71 = urem i8 %70, 10
  %72 = zext i8 %68 to i64
  %73 = zext i8 %71 to i64
  br label %74

74:                                               ; preds = %116, %64
  %75 = phi i64 [ 0, %64 ], [ %78, %116 ]
  %76 = add nuw nsw i64 %75, 15
  %77 = and i64 %76, 15
  %78 = add nuw nsw i64 %75, 1
  %79 = and i64 %78, 15
  %80 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %72, i64 %77
  %81 = load i8, i8* %80, align 1, !tbaa !2
  %82 = zext i8 %81 to i32
  %83 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %72, i64 %75
  %84 = load i8, i8* %83, align 1, !tbaa !2
  %85 = zext i8 %84 to i32
  %86 = add nuw nsw i32 %85, %82
  %87 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %72, i64 %79
  %88 = load i8, i8* %87, align 1, !tbaa !2
  %89 = zext i8 %88 to i32
  %90 = add nuw nsw i32 %86, %89
  %91 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %65, i64 %77
  %92 = load i8, i8* %91, align 1, !tbaa !2
  %93 = zext i8 %92 to i32
  %94 = add nuw nsw i32 %90, %93
  %95 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %65, i64 %79
  %96 = load i8, i8* %95, align 1, !tbaa !2
  %97 = zext i8 %96 to i32
  %98 = add nuw nsw i32 %94, %97
  %99 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %73, i64 %77
  %100 = load i8, i8* %99, align 1, !tbaa !2
  %101 = zext i8 %100 to i32
  %102 = add nuw nsw i32 %98, %101
  %103 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %73, i64 %75
  %104 = load i8, i8* %103, align 1, !tbaa !2
  %105 = zext i8 %104 to i32
  %106 = add nuw nsw i32 %102, %105
  %107 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %73, i64 %79
  %108 = load i8, i8* %107, align 1, !tbaa !2
  %109 = zext i8 %108 to i32
  %110 = add nuw nsw i32 %106, %109
  switch i32 %110, label %115 [
    i32 3, label %116
    i32 2, label %111
  ]

111:                                              ; preds = %74
  %112 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %65, i64 %75
  %113 = load i8, i8* %112, align 1, !tbaa !2
  %114 = icmp ne i8 %113, 0
  br label %116

115:                                              ; preds = %74
  br label %116

116:                                              ; preds = %115, %111, %74
  %117 = phi i1 [ true, %74 ], [ %114, %111 ], [ false, %115 ]
  %118 = zext i1 %117 to i8
  %119 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i64 0, i64 %65, i64 %75
  store i8 %118, i8* %119, align 1, !tbaa !2
  %120 = icmp eq i64 %78, 16
  br i1 %120, label %62, label %74, !llvm.loop !8

121:                                              ; preds = %62
  %122 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i64 0, i64 0, i64 0), i64 noundef 160) #2
  br label %123

123:                                              ; preds = %121, %123
  %124 = phi i64 [ 0, %121 ], [ %190, %123 ]
  %125 = phi i32 [ 0, %121 ], [ %189, %123 ]
  %126 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 0
  %127 = load i8, i8* %126, align 16, !tbaa !2
  %128 = zext i8 %127 to i32
  %129 = add i32 %125, %128
  %130 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 1
  %131 = load i8, i8* %130, align 1, !tbaa !2
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 2
  %135 = load i8, i8* %134, align 2, !tbaa !2
  %136 = zext i8 %135 to i32
  %137 = add i32 %133, %136
  %138 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 3
  %139 = load i8, i8* %138, align 1, !tbaa !2
  %140 = zext i8 %139 to i32
  %141 = add i32 %137, %140
  %142 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 4
  %143 = load i8, i8* %142, align 4, !tbaa !2
  %144 = zext i8 %143 to i32
  %145 = add i32 %141, %144
  %146 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 5
  %147 = load i8, i8* %146, align 1, !tbaa !2
  %148 = zext i8 %147 to i32
  %149 = add i32 %145, %148
  %150 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 6
  %151 = load i8, i8* %150, align 2, !tbaa !2
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 7
  %155 = load i8, i8* %154, align 1, !tbaa !2
  %156 = zext i8 %155 to i32
  %157 = add i32 %153, %156
  %158 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 8
  %159 = load i8, i8* %158, align 8, !tbaa !2
  %160 = zext i8 %159 to i32
  %161 = add i32 %157, %160
  %162 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 9
  %163 = load i8, i8* %162, align 1, !tbaa !2
  %164 = zext i8 %163 to i32
  %165 = add i32 %161, %164
  %166 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 10
  %167 = load i8, i8* %166, align 2, !tbaa !2
  %168 = zext i8 %167 to i32
  %169 = add i32 %165, %168
  %170 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 11
  %171 = load i8, i8* %170, align 1, !tbaa !2
  %172 = zext i8 %171 to i32
  %173 = add i32 %169, %172
  %174 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 12
  %175 = load i8, i8* %174, align 4, !tbaa !2
  %176 = zext i8 %175 to i32
  %177 = add i32 %173, %176
  %178 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 13
  %179 = load i8, i8* %178, align 1, !tbaa !2
  %180 = zext i8 %179 to i32
  %181 = add i32 %177, %180
  %182 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 14
  %183 = load i8, i8* %182, align 2, !tbaa !2
  %184 = zext i8 %183 to i32
  %185 = add i32 %181, %184
  %186 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %124, i64 15
  %187 = load i8, i8* %186, align 1, !tbaa !2
  %188 = zext i8 %187 to i32
  %189 = add i32 %185, %188
  %190 = add nuw nsw i64 %124, 1
  %191 = icmp eq i64 %190, 10
  br i1 %191, label %192, label %123, !llvm.loop !9

192:                                              ; preds = %123
  %193 = xor i32 %189, %61
  %194 = mul i32 %193, 16777619
  %195 = add nuw nsw i32 %60, 1
  %196 = icmp eq i32 %195, 9
  br i1 %196, label %197, label %59, !llvm.loop !10

197:                                              ; preds = %192, %202
  %198 = phi i64 [ %204, %202 ], [ 0, %192 ]
  %199 = phi i32 [ %217, %202 ], [ %194, %192 ]
  br label %206

200:                                              ; preds = %202
  %201 = and i32 %217, 2147483647
  ret i32 %201

202:                                              ; preds = %206
  %203 = tail call i32 @putchar(i32 noundef 10) #2
  %204 = add nuw nsw i64 %198, 1
  %205 = icmp eq i64 %204, 10
  br i1 %205, label %200, label %197, !llvm.loop !11

206:                                              ; preds = %197, %206
  %207 = phi i64 [ 0, %197 ], [ %218, %206 ]
  %208 = phi i32 [ %199, %197 ], [ %217, %206 ]
  %209 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %198, i64 %207
  %210 = load i8, i8* %209, align 1, !tbaa !2
  %211 = icmp eq i8 %210, 0
  %212 = select i1 %211, i32 46, i32 35
  %213 = tail call i32 @putchar(i32 noundef %212) #2
  %214 = load i8, i8* %209, align 1, !tbaa !2
  %215 = zext i8 %214 to i32
  %216 = xor i32 %208, %215
  %217 = mul i32 %216, 16777619
  %218 = add nuw nsw i64 %207, 1
  %219 = icmp eq i64 %218, 16
  br i1 %219, label %202, label %206, !llvm.loop !12
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
