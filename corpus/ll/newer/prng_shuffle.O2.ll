; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 16
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @xs_state, align 4, !tbaa !2
  %2 = load i32, ptr @lcg_state, align 4, !tbaa !2
  br label %4

3:                                                ; preds = %4
  store i32 %14, ptr @xs_state, align 4, !tbaa !2
  store i32 %18, ptr @lcg_state, align 4, !tbaa !2
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !6

24:                                               ; preds = %3, %150
  %25 = phi i32 [ %21, %3 ], [ %154, %150 ]
  %26 = phi i32 [ 0, %3 ], [ %155, %150 ]
  br label %31

27:                                               ; preds = %150
  %28 = load i64, ptr @pcg_state, align 8, !tbaa !8
  br label %157

29:                                               ; preds = %31
  %30 = load i64, ptr @pcg_state, align 8, !tbaa !8
  br label %59

31:                                               ; preds = %31, %24
  %32 = phi i64 [ 0, %24 ], [ %56, %31 ]
  %33 = trunc i64 %32 to i8
  %34 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %32
  store i8 %33, ptr %34, align 8, !tbaa !10
  %35 = or disjoint i64 %32, 1
  %36 = trunc i64 %35 to i8
  %37 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %35
  store i8 %36, ptr %37, align 1, !tbaa !10
  %38 = or disjoint i64 %32, 2
  %39 = trunc i64 %38 to i8
  %40 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %38
  store i8 %39, ptr %40, align 2, !tbaa !10
  %41 = or disjoint i64 %32, 3
  %42 = trunc i64 %41 to i8
  %43 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %41
  store i8 %42, ptr %43, align 1, !tbaa !10
  %44 = or disjoint i64 %32, 4
  %45 = trunc i64 %44 to i8
  %46 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %44
  store i8 %45, ptr %46, align 4, !tbaa !10
  %47 = or disjoint i64 %32, 5
  %48 = trunc i64 %47 to i8
  %49 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %47
  store i8 %48, ptr %49, align 1, !tbaa !10
  %50 = or disjoint i64 %32, 6
  %51 = trunc i64 %50 to i8
  %52 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %50
  store i8 %51, ptr %52, align 2, !tbaa !10
  %53 = or disjoint i64 %32, 7
  %54 = trunc i64 %53 to i8
  %55 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %53
  store i8 %54, ptr %55, align 1, !tbaa !10
  %56 = add nuw nsw i64 %32, 8
  %57 = icmp eq i64 %56, 64
  br i1 %57, label %29, label %31, !llvm.loop !11

58:                                               ; preds = %85
  store i64 %70, ptr @pcg_state, align 8, !tbaa !8
  br label %94

59:                                               ; preds = %29, %85
  %60 = phi i64 [ 63, %29 ], [ %92, %85 ]
  %61 = phi i64 [ %30, %29 ], [ %70, %85 ]
  %62 = trunc nuw nsw i64 %60 to i32
  %63 = xor i32 %62, -1
  %64 = trunc i64 %60 to i32
  %65 = add i32 %64, 1
  %66 = urem i32 %63, %65
  br label %67

67:                                               ; preds = %67, %59
  %68 = phi i64 [ %70, %67 ], [ %61, %59 ]
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = lshr i64 %68, 45
  %72 = lshr i64 %68, 27
  %73 = xor i64 %71, %72
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %68, 59
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = icmp ult i64 %68, 576460752303423488
  %78 = sub nuw nsw i32 32, %76
  %79 = shl i32 %74, %78
  %80 = and i32 %79, -1431655766
  %81 = lshr i32 %74, %76
  %82 = select i1 %77, i32 0, i32 %80
  %83 = xor i32 %82, %81
  %84 = icmp ult i32 %83, %66
  br i1 %84, label %67, label %85

85:                                               ; preds = %67
  %86 = urem i32 %83, %65
  %87 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %60
  %88 = load i8, ptr %87, align 1, !tbaa !10
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !10
  store i8 %91, ptr %87, align 1, !tbaa !10
  store i8 %88, ptr %90, align 1, !tbaa !10
  %92 = add nsw i64 %60, -1
  %93 = icmp ugt i64 %60, 1
  br i1 %93, label %59, label %58, !llvm.loop !12

94:                                               ; preds = %58, %114
  %95 = phi i64 [ 0, %58 ], [ %117, %114 ]
  %96 = phi i32 [ 0, %58 ], [ %116, %114 ]
  %97 = phi i32 [ 0, %58 ], [ %115, %114 ]
  %98 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %95
  %99 = load i8, ptr %98, align 1, !tbaa !10
  %100 = icmp sgt i8 %99, -1
  br i1 %100, label %101, label %114

101:                                              ; preds = %94, %101
  %102 = phi i8 [ %109, %101 ], [ %99, %94 ]
  %103 = phi ptr [ %108, %101 ], [ %98, %94 ]
  %104 = phi i32 [ %106, %101 ], [ 0, %94 ]
  %105 = or disjoint i8 %102, -128
  store i8 %105, ptr %103, align 1, !tbaa !10
  %106 = add nuw nsw i32 %104, 1
  %107 = zext nneg i8 %102 to i64
  %108 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %107
  %109 = load i8, ptr %108, align 1, !tbaa !10
  %110 = icmp sgt i8 %109, -1
  br i1 %110, label %101, label %111, !llvm.loop !13

111:                                              ; preds = %101
  %112 = add nsw i32 %97, 1
  %113 = tail call i32 @llvm.smax.i32(i32 %106, i32 %96)
  br label %114

114:                                              ; preds = %94, %111
  %115 = phi i32 [ %97, %94 ], [ %112, %111 ]
  %116 = phi i32 [ %96, %94 ], [ %113, %111 ]
  %117 = add nuw nsw i64 %95, 1
  %118 = icmp eq i64 %117, 64
  br i1 %118, label %121, label %94, !llvm.loop !14

119:                                              ; preds = %121
  %120 = icmp eq i32 %146, 2016
  br i1 %120, label %150, label %149

121:                                              ; preds = %114, %121
  %122 = phi i64 [ %147, %121 ], [ 0, %114 ]
  %123 = phi i32 [ %146, %121 ], [ 0, %114 ]
  %124 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %122
  %125 = load i8, ptr %124, align 4, !tbaa !10
  %126 = and i8 %125, 127
  %127 = zext nneg i8 %126 to i32
  %128 = add nuw nsw i32 %123, %127
  %129 = or disjoint i64 %122, 1
  %130 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !10
  %132 = and i8 %131, 127
  %133 = zext nneg i8 %132 to i32
  %134 = add nuw nsw i32 %128, %133
  %135 = or disjoint i64 %122, 2
  %136 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %135
  %137 = load i8, ptr %136, align 2, !tbaa !10
  %138 = and i8 %137, 127
  %139 = zext nneg i8 %138 to i32
  %140 = add nuw nsw i32 %134, %139
  %141 = or disjoint i64 %122, 3
  %142 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !10
  %144 = and i8 %143, 127
  %145 = zext nneg i8 %144 to i32
  %146 = add nuw nsw i32 %140, %145
  %147 = add nuw nsw i64 %122, 4
  %148 = icmp eq i64 %147, 64
  br i1 %148, label %119, label %121, !llvm.loop !15

149:                                              ; preds = %119
  tail call void @abort() #3
  br label %150

150:                                              ; preds = %149, %119
  %151 = shl i32 %116, 8
  %152 = xor i32 %25, %151
  %153 = xor i32 %152, %115
  %154 = mul i32 %153, 16777619
  %155 = add nuw nsw i32 %26, 1
  %156 = icmp eq i32 %155, 6
  br i1 %156, label %27, label %24, !llvm.loop !16

157:                                              ; preds = %27, %196
  %158 = phi i64 [ 0, %27 ], [ %197, %196 ]
  %159 = phi i64 [ %28, %27 ], [ %198, %196 ]
  %160 = icmp ult i64 %158, 8
  br i1 %160, label %161, label %165

161:                                              ; preds = %157
  %162 = trunc nuw i64 %158 to i16
  %163 = getelementptr inbounds [8 x i16], ptr @sample, i64 0, i64 %158
  store i16 %162, ptr %163, align 2, !tbaa !17
  %164 = add nuw nsw i64 %158, 1
  br label %196

165:                                              ; preds = %157
  %166 = add nuw nsw i64 %158, 1
  %167 = trunc nuw nsw i64 %158 to i32
  %168 = xor i32 %167, -1
  %169 = trunc nuw nsw i64 %166 to i32
  %170 = urem i32 %168, %169
  br label %171

171:                                              ; preds = %171, %165
  %172 = phi i64 [ %174, %171 ], [ %159, %165 ]
  %173 = mul i64 %172, 6364136223846793005
  %174 = add i64 %173, 1442695040888963407
  %175 = lshr i64 %172, 45
  %176 = lshr i64 %172, 27
  %177 = xor i64 %175, %176
  %178 = trunc i64 %177 to i32
  %179 = lshr i64 %172, 59
  %180 = trunc nuw nsw i64 %179 to i32
  %181 = icmp ult i64 %172, 576460752303423488
  %182 = sub nuw nsw i32 32, %180
  %183 = shl i32 %178, %182
  %184 = and i32 %183, -1431655766
  %185 = lshr i32 %178, %180
  %186 = select i1 %181, i32 0, i32 %184
  %187 = xor i32 %186, %185
  %188 = icmp ult i32 %187, %170
  br i1 %188, label %171, label %189

189:                                              ; preds = %171
  store i64 %174, ptr @pcg_state, align 8, !tbaa !8
  %190 = urem i32 %187, %169
  %191 = icmp ult i32 %190, 8
  br i1 %191, label %192, label %196

192:                                              ; preds = %189
  %193 = trunc i64 %158 to i16
  %194 = zext nneg i32 %190 to i64
  %195 = getelementptr inbounds [8 x i16], ptr @sample, i64 0, i64 %194
  store i16 %193, ptr %195, align 2, !tbaa !17
  br label %196

196:                                              ; preds = %189, %192, %161
  %197 = phi i64 [ %166, %189 ], [ %166, %192 ], [ %164, %161 ]
  %198 = phi i64 [ %174, %189 ], [ %174, %192 ], [ %159, %161 ]
  %199 = icmp eq i64 %197, 500
  br i1 %199, label %200, label %157, !llvm.loop !19

200:                                              ; preds = %196
  %201 = load i16, ptr @sample, align 16, !tbaa !17
  %202 = zext i16 %201 to i32
  %203 = xor i32 %154, %202
  %204 = mul i32 %203, 16777619
  %205 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 2), align 2, !tbaa !17
  %206 = zext i16 %205 to i32
  %207 = xor i32 %204, %206
  %208 = mul i32 %207, 16777619
  %209 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 4), align 4, !tbaa !17
  %210 = zext i16 %209 to i32
  %211 = xor i32 %208, %210
  %212 = mul i32 %211, 16777619
  %213 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 6), align 2, !tbaa !17
  %214 = zext i16 %213 to i32
  %215 = xor i32 %212, %214
  %216 = mul i32 %215, 16777619
  %217 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 8), align 8, !tbaa !17
  %218 = zext i16 %217 to i32
  %219 = xor i32 %216, %218
  %220 = mul i32 %219, 16777619
  %221 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 10), align 2, !tbaa !17
  %222 = zext i16 %221 to i32
  %223 = xor i32 %220, %222
  %224 = mul i32 %223, 16777619
  %225 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 12), align 4, !tbaa !17
  %226 = zext i16 %225 to i32
  %227 = xor i32 %224, %226
  %228 = mul i32 %227, 16777619
  %229 = load i16, ptr getelementptr inbounds (i8, ptr @sample, i64 14), align 2, !tbaa !17
  %230 = zext i16 %229 to i32
  %231 = xor i32 %228, %230
  %232 = mul i32 %231, 16777619
  %233 = and i32 %232, 2147483647
  ret i32 %233
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !4, i64 0}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !4, i64 0}
!19 = distinct !{!19, !7}
