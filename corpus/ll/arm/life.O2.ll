; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i32 noundef 0, i32 noundef 160) #2
  br label %2

2:                                                ; preds = %15, %0
  %3 = phi i32 [ 1, %0 ], [ %16, %15 ]
  %4 = phi i32 [ 1, %0 ], [ %17, %15 ]
  %5 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), %0 ], [ %18, %15 ]
  %6 = load i8, i8* %5, align 1, !tbaa !7
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
  store i8 1, i8* %12, align 1, !tbaa !7
  br label %13

13:                                               ; preds = %9, %2
  %14 = add nsw i32 %4, 1
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %8, %7 ], [ %3, %13 ]
  %17 = phi i32 [ 1, %7 ], [ %14, %13 ]
  %18 = getelementptr inbounds i8, i8* %5, i32 1
  br label %2, !llvm.loop !10

19:                                               ; preds = %2, %32
  %20 = phi i32 [ %33, %32 ], [ 2, %2 ]
  %21 = phi i32 [ %34, %32 ], [ 11, %2 ]
  %22 = phi i8* [ %35, %32 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), %2 ]
  %23 = load i8, i8* %22, align 1, !tbaa !7
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
  store i8 1, i8* %29, align 1, !tbaa !7
  br label %30

30:                                               ; preds = %26, %19
  %31 = add nsw i32 %21, 1
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi i32 [ %25, %24 ], [ %20, %30 ]
  %34 = phi i32 [ 11, %24 ], [ %31, %30 ]
  %35 = getelementptr inbounds i8, i8* %22, i32 1
  br label %19, !llvm.loop !10

36:                                               ; preds = %19, %49
  %37 = phi i32 [ %50, %49 ], [ 5, %19 ]
  %38 = phi i32 [ %51, %49 ], [ 6, %19 ]
  %39 = phi i8* [ %52, %49 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), %19 ]
  %40 = load i8, i8* %39, align 1, !tbaa !7
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
  store i8 1, i8* %46, align 1, !tbaa !7
  br label %47

47:                                               ; preds = %43, %36
  %48 = add nsw i32 %38, 1
  br label %49

49:                                               ; preds = %47, %41
  %50 = phi i32 [ %42, %41 ], [ %37, %47 ]
  %51 = phi i32 [ 6, %41 ], [ %48, %47 ]
  %52 = getelementptr inbounds i8, i8* %39, i32 1
  br label %36, !llvm.loop !10

53:                                               ; preds = %36, %186
  %54 = phi i32 [ %189, %186 ], [ 0, %36 ]
  %55 = phi i32 [ %188, %186 ], [ -2128831035, %36 ]
  br label %58

56:                                               ; preds = %110
  %57 = icmp eq i32 %64, 10
  br i1 %57, label %115, label %58, !llvm.loop !12

58:                                               ; preds = %53, %56
  %59 = phi i32 [ %64, %56 ], [ 0, %53 ]
  %60 = trunc i32 %59 to i8
  %61 = add i8 %60, 9
  %62 = urem i8 %61, 10
  %63 = zext i8 %62 to i32
  %64 = add nuw nsw i32 %59, 1
  %65 = trunc i32 %64 to i8
  %66 = urem i8 %65, 10
  %67 = zext i8 %66 to i32
  br label %68

68:                                               ; preds = %110, %58
  %69 = phi i32 [ 0, %58 ], [ %72, %110 ]
  %70 = add nuw nsw i32 %69, 15
  %71 = and i32 %70, 15
  %72 = add nuw nsw i32 %69, 1
  %73 = and i32 %72, 15
  %74 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %71
  %75 = load i8, i8* %74, align 1, !tbaa !7
  %76 = zext i8 %75 to i32
  %77 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %69
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = zext i8 %78 to i32
  %80 = add nuw nsw i32 %79, %76
  %81 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %73
  %82 = load i8, i8* %81, align 1, !tbaa !7
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %80, %83
  %85 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %71
  %86 = load i8, i8* %85, align 1, !tbaa !7
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %84, %87
  %89 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %73
  %90 = load i8, i8* %89, align 1, !tbaa !7
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %88, %91
  %93 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %71
  %94 = load i8, i8* %93, align 1, !tbaa !7
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %92, %95
  %97 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %69
  %98 = load i8, i8* %97, align 1, !tbaa !7
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %96, %99
  %101 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %73
  %102 = load i8, i8* %101, align 1, !tbaa !7
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  switch i32 %104, label %109 [
    i32 3, label %110
    i32 2, label %105
  ]

105:                                              ; preds = %68
  %106 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %69
  %107 = load i8, i8* %106, align 1, !tbaa !7
  %108 = icmp ne i8 %107, 0
  br label %110

109:                                              ; preds = %68
  br label %110

110:                                              ; preds = %109, %105, %68
  %111 = phi i1 [ true, %68 ], [ %108, %105 ], [ false, %109 ]
  %112 = zext i1 %111 to i8
  %113 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %59, i32 %69
  store i8 %112, i8* %113, align 1, !tbaa !7
  %114 = icmp eq i32 %72, 16
  br i1 %114, label %56, label %68, !llvm.loop !13

115:                                              ; preds = %56
  %116 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 0, i32 0), i32 noundef 160) #2
  br label %117

117:                                              ; preds = %115, %117
  %118 = phi i32 [ 0, %115 ], [ %184, %117 ]
  %119 = phi i32 [ 0, %115 ], [ %183, %117 ]
  %120 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 0
  %121 = load i8, i8* %120, align 1, !tbaa !7
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 1
  %125 = load i8, i8* %124, align 1, !tbaa !7
  %126 = zext i8 %125 to i32
  %127 = add i32 %123, %126
  %128 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 2
  %129 = load i8, i8* %128, align 1, !tbaa !7
  %130 = zext i8 %129 to i32
  %131 = add i32 %127, %130
  %132 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 3
  %133 = load i8, i8* %132, align 1, !tbaa !7
  %134 = zext i8 %133 to i32
  %135 = add i32 %131, %134
  %136 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 4
  %137 = load i8, i8* %136, align 1, !tbaa !7
  %138 = zext i8 %137 to i32
  %139 = add i32 %135, %138
  %140 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 5
  %141 = load i8, i8* %140, align 1, !tbaa !7
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 6
  %145 = load i8, i8* %144, align 1, !tbaa !7
  %146 = zext i8 %145 to i32
  %147 = add i32 %143, %146
  %148 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 7
  %149 = load i8, i8* %148, align 1, !tbaa !7
  %150 = zext i8 %149 to i32
  %151 = add i32 %147, %150
  %152 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 8
  %153 = load i8, i8* %152, align 1, !tbaa !7
  %154 = zext i8 %153 to i32
  %155 = add i32 %151, %154
  %156 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 9
  %157 = load i8, i8* %156, align 1, !tbaa !7
  %158 = zext i8 %157 to i32
  %159 = add i32 %155, %158
  %160 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 10
  %161 = load i8, i8* %160, align 1, !tbaa !7
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  %164 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 11
  %165 = load i8, i8* %164, align 1, !tbaa !7
  %166 = zext i8 %165 to i32
  %167 = add i32 %163, %166
  %168 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 12
  %169 = load i8, i8* %168, align 1, !tbaa !7
  %170 = zext i8 %169 to i32
  %171 = add i32 %167, %170
  %172 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 13
  %173 = load i8, i8* %172, align 1, !tbaa !7
  %174 = zext i8 %173 to i32
  %175 = add i32 %171, %174
  %176 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 14
  %177 = load i8, i8* %176, align 1, !tbaa !7
  %178 = zext i8 %177 to i32
  %179 = add i32 %175, %178
  %180 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %118, i32 15
  %181 = load i8, i8* %180, align 1, !tbaa !7
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  %184 = add nuw nsw i32 %118, 1
  %185 = icmp eq i32 %184, 10
  br i1 %185, label %186, label %117, !llvm.loop !14

186:                                              ; preds = %117
  %187 = xor i32 %183, %55
  %188 = mul i32 %187, 16777619
  %189 = add nuw nsw i32 %54, 1
  %190 = icmp eq i32 %189, 9
  br i1 %190, label %191, label %53, !llvm.loop !15

191:                                              ; preds = %186, %196
  %192 = phi i32 [ %198, %196 ], [ 0, %186 ]
  %193 = phi i32 [ %211, %196 ], [ %188, %186 ]
  br label %200

194:                                              ; preds = %196
  %195 = and i32 %211, 2147483647
  ret i32 %195

196:                                              ; preds = %200
  %197 = tail call i32 @putchar(i32 noundef 10) #2
  %198 = add nuw nsw i32 %192, 1
  %199 = icmp eq i32 %198, 10
  br i1 %199, label %194, label %191, !llvm.loop !16

200:                                              ; preds = %191, %200
  %201 = phi i32 [ 0, %191 ], [ %212, %200 ]
  %202 = phi i32 [ %193, %191 ], [ %211, %200 ]
  %203 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %192, i32 %201
  %204 = load i8, i8* %203, align 1, !tbaa !7
  %205 = icmp eq i8 %204, 0
  %206 = select i1 %205, i32 46, i32 35
  %207 = tail call i32 @putchar(i32 noundef %206) #2
  %208 = load i8, i8* %203, align 1, !tbaa !7
  %209 = zext i8 %208 to i32
  %210 = xor i32 %202, %209
  %211 = mul i32 %210, 16777619
  %212 = add nuw nsw i32 %201, 1
  %213 = icmp eq i32 %212, 16
  br i1 %213, label %196, label %200, !llvm.loop !17
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
